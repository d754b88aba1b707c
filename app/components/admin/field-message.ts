import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * What a field of an admin configuration form says under it: the server's message (already in
 * the page's language) or, for the browser's own check, the shop's "not valid" string (the
 * zod messages are English sentences). `name` is a dotted path ("offline_bank_details.fa").
 */
export function fieldMessage(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  const node = name
    .split(".")
    .reduce<unknown>((n, k) => (n && typeof n === "object" ? (n as Record<string, unknown>)[k] : undefined), errors) as
    | { type?: string; message?: string }
    | undefined;
  if (!node) return undefined;
  return node.type === "server" && node.message ? node.message : "v_setting_invalid";
}
