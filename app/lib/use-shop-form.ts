import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { useTranslation } from "../i18n/i18n";
import { api, formErrorsOf } from "./api";

/** A form's schema: what the fields hold (its input) and what a check makes of them (its output) may differ (preprocess, pipe). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: the fields' values as typed, the checked values as the submit handler gets them. */
export type ShopForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export type SendOptions = {
  /** pictures to send beside the values: the call goes multipart, the values as JSON in `payload` (only when one is chosen) */
  files?: Record<string, File | File[] | null | undefined>;
  /**
   * How a multipart call carries the values: as JSON in `payload` (the back office's calls), or
   * `fields`: always multipart, each value a field of its own, as a posted form has them (the
   * account's and the shop's calls that take a picture read it so).
   */
  multipart?: "payload" | "fields";
  /**
   * The storefront's toasts as the spec has them: "Success !!" over the answer, and api()'s own
   * toast per refused field (the messages go beside their fields too).
   */
  loud?: boolean;
  /** the success toast: the answer alone ("plain", the default unless loud), under "Success !!" ("titled", loud's default), or none (the page shows the answer itself) */
  successToast?: false | "plain" | "titled";
  /**
   * Where the server's message about `field` goes: the path of the form's field to show it under,
   * null for a toast, false when the caller took care of it. By default a field's message goes
   * under that field and the form's own (`form`) is a toast.
   */
  placeError?: (field: string, message: string) => string | null | false;
  /** when the call failed, with what it threw (an ApiError with the answer's status, or the network's error), before the messages are placed */
  onFailed?: (err: unknown) => void;
  /** after the server's messages are placed (the names of the fields it refused) */
  onRefused?: (fields: string[]) => void;
  /** load the page's data again after the server took the form (a list beside it shows the change) */
  revalidate?: boolean;
  /** the toast when the call failed without an answer (the network); the shop's "network error" by default */
  fallback?: string;
};

/**
 * The shop's one form idiom in the browser: react-hook-form checked with the very zod schema the
 * server checks with (no cast: the form is typed with the schema's input and output), and `send`,
 * which posts to the shop's `api()` quietly, shows the answer's `success` as a toast and puts a
 * 422's field errors beside their fields (the form's own error as a toast). `send` answers the
 * server's answer, or null after showing what went wrong.
 */
export function useShopForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const { t } = useTranslation();
  const form: ShopForm<S> = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  // a field's starting value rides on its own attribute too: a page rendered on the server (and
  // a browser before, or without, the scripts) shows it, where register alone fills it only once they run
  form.register = withStartingValue(form.control.register, options.defaultValues);
  const revalidator = useRevalidator();
  const networkError = t("network_error");
  const send = useCallback(
    async <T = Record<string, unknown>>(path: string, body: unknown, opts: SendOptions = {}): Promise<(T & { success: string }) | null> => {
      const chosen = Object.entries(opts.files ?? {}).flatMap(([k, f]): [string, File][] =>
        (Array.isArray(f) ? f : f ? [f] : []).map((one) => [k, one]),
      );
      let sent = body;
      if (opts.multipart === "fields") sent = fieldsOf(body, chosen);
      else if (chosen.length) {
        const data = new FormData();
        data.set("payload", JSON.stringify(body));
        for (const [k, f] of chosen) data.append(k, f);
        sent = data;
      }
      try {
        const answer = await api<T & { success: string }>(path, { method: "POST", body: sent, quiet: !opts.loud });
        const success = opts.successToast ?? (opts.loud ? "titled" : "plain");
        if (success === "titled") toast.success("Success !!", { description: answer.success });
        else if (success === "plain") toast.success(answer.success);
        if (opts.revalidate) void revalidator.revalidate();
        return answer;
      } catch (err) {
        opts.onFailed?.(err);
        const found = formErrorsOf(err);
        if (!found) {
          if (!opts.loud) toast.error(opts.fallback ?? networkError);
          return null;
        }
        const refused: string[] = [];
        for (const [field, message] of Object.entries(found)) {
          const at = opts.placeError ? opts.placeError(field, message) : field === "form" ? null : field;
          if (at === null) {
            if (!opts.loud) toast.error(message);
          } else if (at !== false) {
            form.setError(at as Path<z.input<S>>, { type: "server", message });
            refused.push(at);
          }
        }
        opts.onRefused?.(refused);
        return null;
      }
    },
    [form, networkError, revalidator],
  );
  return { form, send };
}

/** `register`, and the field's text or number from the form's starting values as the input's `defaultValue`. */
function withStartingValue<T extends FieldValues>(register: UseFormRegister<T>, values: unknown): UseFormRegister<T> {
  if (!values || typeof values !== "object") return register;
  return (name, options) => {
    const registered = register(name, options);
    const start = valueAt(values, name);
    if (typeof start !== "string" && typeof start !== "number") return registered;
    const withStart: typeof registered & { defaultValue: string | number } = { ...registered, defaultValue: start };
    return withStart;
  };
}

/** The value at a field's path ("variants.0.name") in a form's values. */
function valueAt(values: object, path: string): unknown {
  let at: unknown = values;
  for (const key of path.split(".")) at = at && typeof at === "object" ? Reflect.get(at, key) : undefined;
  return at;
}

/** Where a server's message goes on a form that shows its own error above the fields (FormError): the form's under `root.form`, a field's under that field. */
export const formErrorAbove = (field: string) => (field === "form" ? "root.form" : field);

/** A form's messages by field name, the form's own (`root.form`) under `form`: what a page shows beside its fields. */
export function messagesOf(errors: FieldErrors<FieldValues>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = messageOf(name === "root" && error && "form" in error ? error.form : error);
    if (message) out[name === "root" ? "form" : name] = message;
  }
  return out;
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object" || !("message" in error)) return undefined;
  return typeof error.message === "string" && error.message ? error.message : undefined;
}

/** The values and files as a posted form's fields: text as it is, a ticked box "1", an unticked one left out (as a browser does). */
function fieldsOf(body: unknown, files: [string, File][]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(body && typeof body === "object" ? body : {})) {
    for (const one of Array.isArray(v) ? v : [v]) {
      if (one === true) data.append(k, "1");
      else if (typeof one === "string" || typeof one === "number") data.append(k, String(one));
    }
  }
  for (const [k, f] of files) data.append(k, f);
  return data;
}
