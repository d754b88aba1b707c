import { z } from "zod";
import { ValidationError } from "./errors";

/**
 * Parse a request's fields or throw a ValidationError ({field: [message key]}). Messages are
 * UI-string keys; the transport translates them with the field's name (`attr_<field>`).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new ValidationError(errors);
}

/** Control characters (NUL, which PostgreSQL cannot store in text, and the rest of C0 and DEL) but tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A form value as text: forms send strings, JSON may send numbers; absent becomes ""; control characters are refused. */
const text = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    z
      .string({ error: "v_string" })
      .refine((v) => !CONTROL.test(v), "v_string")
      .trim(),
  );

/** A record id: a whole number, or a string of digits (forms); nothing else ([1], true, "1e3", "0x10"). */
const wholeNumber = (v: unknown) => (typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);

export const field = {
  required: (max: number) => text().pipe(z.string().min(1, "v_required").max(max, "v_too_long")),
  optional: (max: number) => text().pipe(z.string().max(max, "v_too_long")),
  email: () => text().pipe(z.string().min(1, "v_required").max(254, "v_too_long").toLowerCase().pipe(z.email("v_email"))),
  /** the raw password: never trimmed, 8 to 128 characters */
  password: () => z.string({ error: "v_required" }).min(1, "v_required").min(8, "v_password_min").max(128, "v_too_long"),
  phone: (required: boolean) =>
    text().pipe(
      z
        .string()
        .min(required ? 1 : 0, "v_required")
        .max(30, "v_too_long")
        .refine((v) => v === "" || /^\+?[0-9\u06F0-\u06F9\u0660-\u0669 ()-]{5,30}$/.test(v), "v_phone"),
    ),
  /** a confirmation field: compared, never validated on its own */
  confirmation: () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string()),
  /** a confirmation a client may leave out (the reference's sign-up sends none): absent stays undefined */
  optionalConfirmation: () =>
    z.preprocess((v) => (v === undefined || v === null ? undefined : typeof v === "string" ? v : ""), z.string().optional()),
  id: () =>
    z.preprocess(wholeNumber, z.number({ error: "v_required" }).int("v_required").positive("v_required").max(2_147_483_647, "v_required")),
  flag: () => z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
};

/** `password` and `password_confirmation` must match (the error goes on the confirmation). */
export function confirmed<T extends { password: string; password_confirmation?: string }>(data: T, ctx: z.RefinementCtx) {
  if (data.password !== data.password_confirmation)
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "v_confirmed" });
}

/** Like `confirmed`, but only when the client sent a confirmation (sent and different is still refused). */
export function confirmedIfSent<T extends { password: string; password_confirmation?: string }>(data: T, ctx: z.RefinementCtx) {
  if (data.password_confirmation !== undefined) confirmed(data, ctx);
}

/** A page number from the query string, 1 when absent or malformed. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
