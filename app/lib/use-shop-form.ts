import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
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
  files?: Record<string, File | null | undefined>;
  /**
   * Where the server's message about `field` goes: the path of the form's field to show it under,
   * null for a toast, false when the caller took care of it. By default a field's message goes
   * under that field and the form's own (`form`) is a toast.
   */
  placeError?: (field: string, message: string) => string | null | false;
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
  const revalidator = useRevalidator();
  const networkError = t("network_error");
  const send = useCallback(
    async <T = Record<string, unknown>>(path: string, body: unknown, opts: SendOptions = {}): Promise<(T & { success: string }) | null> => {
      const chosen = Object.entries(opts.files ?? {}).filter((e): e is [string, File] => !!e[1]);
      let sent = body;
      if (chosen.length) {
        const data = new FormData();
        data.set("payload", JSON.stringify(body));
        for (const [k, f] of chosen) data.set(k, f);
        sent = data;
      }
      try {
        const answer = await api<T & { success: string }>(path, { method: "POST", body: sent, quiet: true });
        toast.success(answer.success);
        if (opts.revalidate) void revalidator.revalidate();
        return answer;
      } catch (err) {
        const found = formErrorsOf(err);
        if (!found) {
          toast.error(opts.fallback ?? networkError);
          return null;
        }
        const refused: string[] = [];
        for (const [field, message] of Object.entries(found)) {
          const at = opts.placeError ? opts.placeError(field, message) : field === "form" ? null : field;
          if (at === null) toast.error(message);
          else if (at !== false) {
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
