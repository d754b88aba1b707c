import { z } from "zod";

/**
 * A UI string's wording as the operator types it, made plain text: tags and angle brackets go,
 * control characters (but line breaks) go, then it is trimmed. React escapes what it shows, and
 * mails and the server's messages get no markup from here either.
 */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" ? c : ""))
    .trim();
}

export const StringInput = z
  .object({
    key: z.string().min(1).max(200),
    value: z.string().max(2000).transform(plainText).pipe(z.string().min(1)),
  })
  .strict();
export type StringFormValues = z.input<typeof StringInput>;
export const StringReset = z.object({ key: z.string().min(1).max(200) }).strict();
