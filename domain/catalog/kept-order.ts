import { and, eq, inArray, type SQL } from "drizzle-orm";
import { products } from "../../db/schema";
import type { Ctx } from "../context";
import { type CardRow, cardColumns } from "./product-card";

/** How many of a listing's first ids are kept: ten pages of 24 (decision 053). */
const KEPT_IDS = 240;
/** How long they are kept: as long as the plain listings' counts. */
const KEPT_MS = 30_000;
/**
 * Under `count:`: every write that drops the listings' counts (a product saved, approved, hidden
 * or expired, the catalog edited) drops the kept orders with them.
 */
const KEPT_ORDER_PREFIX = "count:order:";

/**
 * One page of a searched or filtered listing from its kept order (decision 053). Such a listing
 * orders every match on each request (a search computes its relevance for each; a filter
 * without a selective index walks many rows) and counts them all, and its key space is
 * unbounded, so nothing else keeps it. The first request of a listing reads its first
 * `KEPT_IDS` ids in order and its total, kept under `key` for 30 s; that request and the next
 * ones (the next pages, the same search by other shoppers) then read only the page's own rows,
 * by id. The rows are read fresh (price, stock, name); a product hidden meanwhile is left out
 * of the page at once. Null past the kept ids: the caller reads such a page the ordinary way.
 */
export async function keptOrderPage(
  ctx: Ctx,
  input: { key: unknown; locale: string; condition: SQL | undefined; order: SQL[]; offset: number; perPage: number },
  count: () => Promise<number>,
): Promise<{ rows: CardRow[]; total: number } | null> {
  if (input.offset + input.perPage > KEPT_IDS) return null;
  const kept = await ctx.cache.get(`${KEPT_ORDER_PREFIX}${JSON.stringify(input.key)}`, KEPT_MS, async () => {
    const [ids, total] = await Promise.all([
      ctx.db
        .select({ id: products.id })
        .from(products)
        .where(input.condition)
        .orderBy(...input.order)
        .limit(KEPT_IDS),
      count(),
    ]);
    return { ids: ids.map((r) => r.id), total };
  });
  const pageIds = kept.ids.slice(input.offset, input.offset + input.perPage);
  if (!pageIds.length) return { rows: [], total: kept.total };
  const rows = await ctx.db
    .select(cardColumns(input.locale))
    .from(products)
    .where(and(inArray(products.id, pageIds), eq(products.isVisible, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: kept.total };
}
