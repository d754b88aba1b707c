import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories } from "../../db/schema";
import { rateBasisPoints } from "../affiliate/affiliate-on";
import { settingIn } from "../settings/setting-in";

/** A category's commission: which rate applies (a category's id, or "default") and the rate in basis points. */
export interface CategoryRate {
  key: string;
  bp: number;
}

const idsOf = (path: string | null | undefined) => (path ?? "").split("/").filter(Boolean).map(Number);

/** ⌈cents × bp ÷ 10 000⌉: the marketplace keeps the part of a cent (the one rounding of commission and fee tax). */
export const ceilRate = (cents: number, bp: number) => Math.ceil((cents * bp) / 10_000);

/**
 * The one way to know a category's commission rate (decision 071, issue 37): the nearest category
 * up its tree (`categories.path`, "/1/4/9/") that names `commission_rate`, else the setting
 * `seller_commission_rate`; both in percent, as basis points (`rateBasisPoints`). Reads the
 * default and every rated ancestor of `paths` at once and answers the rate of each path; a
 * product without a category (null path) pays the default.
 */
export async function commissionRates(
  tx: Database,
  paths: (string | null | undefined)[],
): Promise<(path: string | null | undefined) => CategoryRate> {
  const defaultBp = rateBasisPoints(String(await settingIn(tx, "seller_commission_rate")));
  const ids = [...new Set(paths.flatMap(idsOf))];
  const rated = ids.length
    ? await tx
        .select({ id: categories.id, rate: categories.commissionRate })
        .from(categories)
        .where(and(inArray(categories.id, ids), sql`${categories.commissionRate} is not null`))
    : [];
  const rateOf = new Map(rated.map((c) => [c.id, rateBasisPoints(c.rate)]));
  return (path) => {
    const own = idsOf(path)
      .reverse()
      .find((id) => rateOf.has(id));
    return own === undefined ? { key: "default", bp: defaultBp } : { key: String(own), bp: rateOf.get(own) ?? defaultBp };
  };
}

/** The tax the marketplace adds on its commission, which the seller pays (`platform_fee_tax_rate`, percent), in basis points. */
export async function feeTaxBasisPoints(tx: Database): Promise<number> {
  return rateBasisPoints(String(await settingIn(tx, "platform_fee_tax_rate")));
}
