import { eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, orderLines, products, shops } from "../../db/schema";
import { nearestCategoryDays, type ReturnPolicy, type ReturnPolicyInput, returnDaysFor } from "./return-policy";

export type LineReturnFacts = Omit<ReturnPolicyInput, "settingDays">;

/**
 * What decides each line's return window, by order id (decision 081): whether the line is
 * digital, whether its product was returnable when it was sold (the line keeps it), the nearest category up the tree with a window, and the
 * shop's window. Two statements whatever the number of orders: the lines with their product,
 * category path and shop, and the categories that set a window (a handful).
 */
export async function lineReturnFacts(db: Database, orderIds: number[]): Promise<Map<number, LineReturnFacts[]>> {
  if (!orderIds.length) return new Map();
  const [rows, windows] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        isDigital: orderLines.isDigital,
        // as it was when sold: a product unticked later keeps what was sold returnable
        productReturnable: orderLines.returnable,
        path: categories.path,
        shopDays: shops.returnDays,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(orderLines.id),
    db.select({ id: categories.id, days: categories.returnDays }).from(categories).where(isNotNull(categories.returnDays)),
  ]);
  const daysById = new Map(windows.map((w) => [w.id, w.days as number]));
  const out = new Map<number, LineReturnFacts[]>();
  for (const r of rows) {
    const facts: LineReturnFacts = {
      isDigital: r.isDigital,
      productReturnable: r.productReturnable,
      categoryDays: nearestCategoryDays(r.path, daysById),
      shopDays: r.shopDays,
    };
    out.set(r.orderId, [...(out.get(r.orderId) ?? []), facts]);
  }
  return out;
}

/** The lines' policies under the marketplace's setting `refund_request_time`. */
export const linePolicies = (facts: LineReturnFacts[] | undefined, settingDays: number): ReturnPolicy[] =>
  (facts ?? []).map((f) => returnDaysFor({ ...f, settingDays }));
