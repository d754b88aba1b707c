import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** An unguessable code: the prefix and 12 random characters (60 bits), e.g. "BZ-7K2M9QX4TR8D". */
export function randomCode(prefix: string): string {
  const bytes = randomBytes(12);
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return `${prefix}-${out}`;
}

/** A code as a shopper may type it: trimmed, upper case; anything else than the alphabet and one dash is not a code. */
export function normaliseCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{1,12}-[0-9A-Z]{12}$/.test(code) ? code : null;
}
