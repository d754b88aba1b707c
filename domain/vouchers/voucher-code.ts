import { createHash, randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 20 characters of 5 bits: 100 random bits, far beyond guessing at any rate the server answers. */
export const CODE_LENGTH = 20;

/** A new code, grouped by four for reading: `7K3Q-…` (the dashes are not part of it). */
export function newVoucherCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = "";
  for (const [i, b] of bytes.entries()) {
    if (i > 0 && i % 4 === 0) code += "-";
    code += ALPHABET[b & 31];
  }
  return code;
}

/** A code as typed: upper case, without spaces or dashes, O read as 0 and I/L as 1 (Crockford). Null when it cannot be a code. */
export function normalizeVoucherCode(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (s.length !== CODE_LENGTH) return null;
  for (const ch of s) if (!ALPHABET.includes(ch)) return null;
  return s;
}

/** What is stored: the SHA-256 of the normalized code (the code has 100 random bits, so no salt or slow hash is needed). */
export function hashVoucherCode(normalized: string): string {
  return createHash("sha256").update(normalized).digest("hex");
}

/** The last four characters, kept for the masked lists. */
export const codeTail = (normalized: string) => normalized.slice(-4);
export const maskedCode = (tail: string) => `••••-••••-••••-••••-${tail}`;
