import type { Context } from "hono";
import type { CurrencyRow } from "../../domain/locale/reference";

/**
 * The visitor's country without any outside lookup: a country header set by the proxy or CDN
 * in front of the shop, else the region of the browser's first language ("fa-IR" → IR).
 */
export function visitorCountry(c: Context): string | null {
  const header = c.req.header("cf-ipcountry") ?? c.req.header("x-country-code") ?? c.req.header("x-vercel-ip-country");
  if (header && /^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const lang = c.req.header("accept-language")?.split(",")[0]?.trim();
  const region = lang?.match(/^[a-z]{2,3}-([A-Za-z]{2})\b/)?.[1];
  return region ? region.toUpperCase() : null;
}

export function currencyForCountry(
  c: Context,
  countries: { iso2: string; currency: string }[],
  currencies: CurrencyRow[],
): CurrencyRow | undefined {
  const iso2 = visitorCountry(c);
  const code = iso2 ? countries.find((k) => k.iso2 === iso2)?.currency : undefined;
  return code ? currencies.find((cur) => cur.code === code) : undefined;
}
