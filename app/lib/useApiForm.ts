import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { api, formErrorsOf } from "./api";

/**
 * A form posted to a JSON call: the fields go as JSON (or multipart when the form carries a
 * file). A 422 shows one toast per field (the spec) and each field's first message beside it.
 */
export function useApiForm<T extends { success?: string }>(
  path: string,
  opts: { multipart?: boolean; onSuccess: (answer: T, form: HTMLFormElement) => void; successToast?: boolean },
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<T>(path, {
        method: "POST",
        body: opts.multipart ? data : Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === "string")),
      });
      if (opts.successToast !== false && answer.success) toast.success("Success !!", { description: answer.success });
      opts.onSuccess(answer, form);
    } catch (err) {
      const found = formErrorsOf(err);
      if (found) setErrors(found);
    } finally {
      setBusy(false);
    }
  }
  return { onSubmit, errors, busy, setErrors };
}
