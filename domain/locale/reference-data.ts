import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { currencies, languages, settings } from "../../db/schema";
import { ensureStartingPlaces } from "../geo/ensure-places";
import { STARTING_SETTINGS } from "../settings/defaults";

/** The languages a new shop speaks: the storefront's three, with their direction and flag. */
export const STARTING_LANGUAGES: (typeof languages.$inferInsert)[] = [
  { code: "en", name: "English", nativeName: "English", direction: "ltr", flag: "🇬🇧", position: 1 },
  { code: "fa", name: "Persian", nativeName: "فارسی", direction: "rtl", flag: "🇮🇷", position: 2 },
  { code: "ar", name: "Arabic", nativeName: "العربية", direction: "rtl", flag: "🇸🇦", position: 3 },
];

/** The currencies a new shop offers; USD is the base (rate 1), prices are kept in its cents. */
export const STARTING_CURRENCIES: (typeof currencies.$inferInsert)[] = [
  { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: "1", position: 1 },
  { code: "EUR", name: "Euro", symbol: "€", exchangeRate: "0.92", position: 2 },
  { code: "IRR", name: "Iranian Rial", symbol: "﷼", exchangeRate: "1050000", position: 3 },
];

/**
 * The reference data every shop needs before its first page: languages, currencies, the
 * starting settings, and the places it delivers to (domain/geo/ensure-places.ts). Each of those tables that is empty gets its starting rows; a table that
 * holds anything is left as the operator made it (a removed language does not come back).
 * Run at every start after the migrations, and by the demo seed, which builds on it. Safe when
 * several processes start at once (inserts skip rows that another one wrote first).
 * Returns how many rows it wrote per table.
 */
export async function ensureReferenceData(
  db: Database,
): Promise<{ languages: number; currencies: number; settings: number; countries: number }> {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        languages: sql<number>`(select count(*)::int from ${languages})`,
        currencies: sql<number>`(select count(*)::int from ${currencies})`,
        settings: sql<number>`(select count(*)::int from ${settings})`,
      })
      .from(sql`(select 1) as one`);
    const written = { languages: 0, currencies: 0, settings: 0, countries: 0 };
    if (counts.languages === 0)
      written.languages = (
        await tx.insert(languages).values(STARTING_LANGUAGES).onConflictDoNothing().returning({ id: languages.id })
      ).length;
    if (counts.currencies === 0)
      written.currencies = (
        await tx.insert(currencies).values(STARTING_CURRENCIES).onConflictDoNothing().returning({ id: currencies.id })
      ).length;
    if (counts.settings === 0)
      written.settings = (
        await tx
          .insert(settings)
          .values(Object.entries(STARTING_SETTINGS).map(([key, value]) => ({ key, value: value as object })))
          .onConflictDoNothing()
          .returning({ key: settings.key })
      ).length;
    written.countries = await ensureStartingPlaces(tx);
    return written;
  });
}
