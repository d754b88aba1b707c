/**
 * A shop's address in URLs (`/shop/{slug}`): lower-case Latin letters and digits in groups
 * joined by single hyphens. Pure, so the sign-up form suggests exactly what the server makes.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL name from the shop's name when the seller gave none (Latin letters and digits, accents dropped; "" when none are left). */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
}
