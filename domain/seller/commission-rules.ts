import { and, desc, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { commissionRules } from "../../db/schema";
import { ceilRate, commissionRates } from "./commission-rate";

/** What an order line pays the marketplace (decision 072): which rule chose it, its rate in basis points and its fixed fee per line. */
export interface LineTerms {
  key: string;
  bp: number;
  fixedCents: number;
}

/** A line to find the terms of: its product (null for a price not yet listed), its shop and its category's path. */
export interface TermsFor {
  productId: number | null;
  shopId: number;
  path: string | null | undefined;
}

const idsOf = (path: string | null | undefined) => (path ?? "").split("/").filter(Boolean).map(Number);

/**
 * The one way to know what a line pays (decision 072): the rules in force at `at` (started, not
 * ended), most specific first: the product's rule, else the seller's, else the nearest category's
 * up the tree, else the category's own `commission_rate`, else `seller_commission_rate`
 * (`commissionRates`). Of two rules on one target the later start wins. A rule without a
 * percentage charges only its fixed fee, one without a fixed fee only its percentage.
 */
export async function commissionTerms(tx: Database, items: TermsFor[], at: Date): Promise<LineTerms[]> {
  const productIds = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  const shopIds = [...new Set(items.map((i) => i.shopId))];
  const categoryIds = [...new Set(items.flatMap((i) => idsOf(i.path)))];
  const targets = [
    productIds.length ? inArray(commissionRules.productId, productIds) : undefined,
    shopIds.length ? inArray(commissionRules.shopId, shopIds) : undefined,
    categoryIds.length ? inArray(commissionRules.categoryId, categoryIds) : undefined,
  ].filter((t) => t !== undefined);
  const [rules, rateOf] = await Promise.all([
    targets.length
      ? tx
          .select()
          .from(commissionRules)
          .where(and(lte(commissionRules.startsAt, at), or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, at)), or(...targets)))
          .orderBy(desc(commissionRules.startsAt), desc(commissionRules.id))
      : Promise.resolve([]),
    commissionRates(
      tx,
      items.map((i) => i.path),
    ),
  ]);
  const first = new Map<string, (typeof rules)[number]>();
  for (const r of rules) {
    const target = `${r.scope}:${r.productId ?? r.shopId ?? r.categoryId}`;
    if (!first.has(target)) first.set(target, r);
  }
  return items.map((i) => {
    const rule =
      (i.productId !== null ? first.get(`product:${i.productId}`) : undefined) ??
      first.get(`seller:${i.shopId}`) ??
      idsOf(i.path)
        .reverse()
        .map((id) => first.get(`category:${id}`))
        .find((r) => r !== undefined);
    if (rule) return { key: `rule-${rule.id}`, bp: rule.percentBp ?? 0, fixedCents: rule.fixedFeeCents ?? 0 };
    const { key, bp } = rateOf(i.path);
    return { key, bp, fixedCents: 0 };
  });
}

/** One line's fees (decision 072): the commission on the goods at the price before the platform's discount, ⌈base × rate⌉ plus the fixed fee, never above the base; the fee tax ⌈commission × tax rate⌉. */
export function lineFees(input: { baseCents: number; bp: number; fixedCents: number; feeTaxBp: number }) {
  const base = Math.max(0, input.baseCents);
  const commission = Math.min(base, ceilRate(base, input.bp) + input.fixedCents);
  return { base, commission, feeTax: ceilRate(commission, input.feeTaxBp) };
}
