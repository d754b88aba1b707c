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

/**
 * The one rule for text from a request: no control character (NUL, which PostgreSQL cannot
 * store in text, the rest of C0, DEL and C1) but tab, line feed and carriage return (a
 * textarea's CR LF is kept as sent), and no lone surrogate (half of a UTF-16 pair, which is no
 * character and cannot be written as UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text keeps the rule above. */
export const isCleanText = (v: string): boolean => !CONTROL.test(v) && !LONE_SURROGATE.test(v);

/** Whether a value holds text that breaks the rule: itself, or any string or key inside it (arrays, objects). */
function holdsUnclean(value: unknown, level = 0): boolean {
  if (typeof value === "string") return !isCleanText(value);
  if (value === null || typeof value !== "object" || level > 64) return false;
  if (Array.isArray(value)) return value.some((v) => holdsUnclean(v, level + 1));
  return Object.entries(value).some(([k, v]) => !isCleanText(k) || holdsUnclean(v, level + 1));
}

/**
 * A request's fields as they arrive (JSON, a form, multipart; files are not text): every field
 * holding text that breaks the rule is refused, 422 `v_string` on that field (a bad name, on
 * `form`). The transport calls it once for each body it reads.
 */
export function refuseUncleanText(fields: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(fields))
    if (!isCleanText(name)) errors.form = ["v_string"];
    else if (holdsUnclean(value)) errors[name] = ["v_string"];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * A query string (`?a=1&b=2`, as in a URL) without the parameters whose name or value, decoded,
 * breaks the rule: they are treated as absent. Null when every parameter keeps it.
 */
export function cleanQuery(search: string): string | null {
  const pairs = search.replace(/^\?/, "").split("&");
  const kept = pairs.filter((pair) => [...new URLSearchParams(pair)].every(([k, v]) => isCleanText(k) && isCleanText(v)));
  if (kept.length === pairs.length) return null;
  const rest = kept.join("&");
  return rest ? `?${rest}` : "";
}

/** A form value as text: forms send strings, JSON may send numbers; absent becomes ""; text that breaks the rule is refused. */
const text = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    z.string({ error: "v_string" }).refine(isCleanText, "v_string").trim(),
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
  /** a query string's text (a listing's filter): trimmed; absent, not text, too long or breaking the rule, it is "" (absent) */
  query: (max: number) =>
    z
      .string()
      .refine(isCleanText)
      .transform((v) => v.trim())
      .pipe(z.string().max(max))
      .catch(""),
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
