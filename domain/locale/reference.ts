import { asc, eq } from "drizzle-orm";
import { currencies, languages } from "../../db/schema";
import type { Ctx } from "../context";

const TTL_MS = 60_000;

export type Language = typeof languages.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

export function activeLanguages(ctx: Ctx): Promise<Language[]> {
  return ctx.cache.get("languages", TTL_MS, () =>
    ctx.db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.position)),
  );
}

export function activeCurrencies(ctx: Ctx): Promise<CurrencyRow[]> {
  return ctx.cache.get("currencies", TTL_MS, () =>
    ctx.db.select().from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.position)),
  );
}

/** The wire shape of a language (the reference's keys). */
export function languageView(l: Language) {
  return {
    id: l.id,
    name: l.nativeName,
    english_name: l.name,
    locale: l.code,
    text_direction: l.direction,
    flag: l.flag,
    flag_image: l.flag,
    status: 1,
  };
}

/** The wire shape of a currency: exchange_rate stays an exact decimal string. */
export function currencyView(c: CurrencyRow) {
  return { id: c.id, name: c.name, code: c.code, symbol: c.symbol, exchange_rate: trimRate(c.exchangeRate), status: 1 };
}

export type LanguageView = ReturnType<typeof languageView>;
export type CurrencyView = ReturnType<typeof currencyView>;

function trimRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}

/**
 * What a page is served in when no language or currency is active at all (every row switched
 * off): English and the base currency, so the shop still answers instead of failing on every page.
 * A fresh database gets real rows at start (`ensureReferenceData`).
 */
const LAST_RESORT_LANGUAGE: Language = {
  id: 0,
  code: "en",
  name: "English",
  nativeName: "English",
  direction: "ltr",
  flag: "",
  isActive: true,
  position: 0,
};
const LAST_RESORT_CURRENCY: CurrencyRow = {
  id: 0,
  code: "USD",
  name: "US Dollar",
  symbol: "$",
  exchangeRate: "1",
  isActive: true,
  position: 0,
};

/** Pick the requested language if active, else the default, else the first (else English). */
export function pickLanguage(all: Language[], wanted: string | undefined, fallback: string): Language {
  return all.find((l) => l.code === wanted) ?? all.find((l) => l.code === fallback) ?? all[0] ?? LAST_RESORT_LANGUAGE;
}

export function pickCurrency(all: CurrencyRow[], wanted: string | undefined, fallback: string): CurrencyRow {
  return all.find((c) => c.code === wanted) ?? all.find((c) => c.code === fallback) ?? all[0] ?? LAST_RESORT_CURRENCY;
}
