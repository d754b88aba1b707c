/**
 * Bank details (decision 073): an IBAN is checked by its length and its ISO 13616 check digits
 * (mod 97 = 1), a BIC by its ISO 9362 shape; a stored IBAN is only ever answered masked.
 */

/** The IBAN without spaces, upper case. */
export const normaliseIban = (raw: string) => raw.replace(/[\s-]+/g, "").toUpperCase();

/** True when the IBAN (normalised) has a country, two check digits and a account part whose mod 97 is 1. */
export function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export const normaliseBic = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();
export const validBic = (bic: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);

/** "DE89370400440532013000" → "DE89 •••• •••• 3000"; nothing stored: "". */
export function maskIban(iban: string): string {
  if (!iban) return "";
  return `${iban.slice(0, 4)} •••• •••• ${iban.slice(-4)}`;
}

/** A Stripe connected account, answered as "acct_••••1234". */
export const maskAccount = (id: string) => (id ? `acct_••••${id.slice(-4)}` : "");
