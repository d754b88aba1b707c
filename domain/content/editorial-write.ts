import type { z } from "zod";
import type { Localized } from "../../db/schema/types";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { ValidationError } from "../../kernel/errors";
import { refuseUncleanText } from "../../kernel/input";

/**
 * The form's fields: a JSON body as it is, or a multipart body whose `payload` part is the
 * form as JSON (beside its picture files). Anything else is read as it is (and refused by the schema).
 */
export function formFields(body: unknown): unknown {
  if (body && typeof body === "object" && "payload" in body) {
    const payload = (body as Record<string, unknown>).payload;
    if (typeof payload !== "string") return payload;
    let fields: unknown;
    try {
      fields = JSON.parse(payload);
    } catch {
      throw new ValidationError({ form: ["request_malformed"] });
    }
    // the form inside keeps the body's rule for text (kernel/input.ts)
    if (fields && typeof fields === "object") refuseUncleanText(fields as Record<string, unknown>);
    return fields;
  }
  return body;
}

/** Parse with the editorial schema: 422 with every error at its dotted path (`title.en`, `products.0.discount`). */
export function parseEditorial<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "form";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new ValidationError(errors);
}

/** Localised text without empty languages (the storefront falls back to the default language). */
export function localizedOf(value: Record<string, string>): Localized {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ""));
}

/** Localised rich text as stored: each language through the shop's sanitizer (the editor's HTML is only a proposal). */
export function sanitizedOf(value: Record<string, string>): Localized {
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, sanitizeHtml(v)] as const)
      .filter(([, v]) => v !== ""),
  );
}

/** A unique-slug clash as the form shows it. */
export const slugTaken = () => new ValidationError({ slug: ["ed_slug_taken"] });
