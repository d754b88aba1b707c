import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { ORDER_STATUSES, orderGroups, orders, PAYMENT_STATUSES, refundRequests, shops, users } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { normaliseCode } from "./order-codes";
import { orderSearch } from "./order-search";

const PER_PAGE = 25;
const SORTS = { created_at: orders.createdAt, total: orders.totalCents, code: orders.code } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .refine((v) => v === "" || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), "v_date")
  .default("");
const oneOf = <T extends readonly [string, ...string[]]>(all: T) =>
  z.union([z.enum(all, { error: "v_filter_invalid" }), z.literal("")], { error: "v_filter_invalid" }).default("");

/** The orders table's query (the page's URL and `GET admin/orders/list` alike): a bad value is 422, never guessed. */
export const AdminOrderQuery = z
  .object({
    page: z.coerce
      .number({ error: "v_page_invalid" })
      .int({ error: "v_page_invalid" })
      .min(1, "v_page_invalid")
      .max(10_000, "v_page_invalid")
      .default(1),
    sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS], { error: "v_filter_invalid" }).default("created_at"),
    dir: z.enum(["asc", "desc"], { error: "v_filter_invalid" }).default("desc"),
    status: oneOf(ORDER_STATUSES),
    payment_status: oneOf(PAYMENT_STATUSES),
    refund: oneOf(["pending"] as const),
    shop: z
      .union([z.literal(""), z.coerce.number({ error: "v_filter_invalid" }).int("v_filter_invalid").positive("v_filter_invalid")], {
        error: "v_filter_invalid",
      })
      .default(""),
    from: day,
    to: day,
    q: z.string().trim().max(254, { error: "v_too_long" }).default(""),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "v_date_range" });
export type AdminOrderFilters = z.infer<typeof AdminOrderQuery>;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as SQL: each one an indexed equality or range where the data is large (code, e-mail, shop, dates). */
function whereOf(q: AdminOrderFilters): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.payment_status) where.push(eq(orders.paymentStatus, q.payment_status));
  if (q.shop) where.push(eq(orders.shopId, q.shop));
  if (q.from) where.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
  if (q.refund === "pending")
    where.push(
      sql`exists (select 1 from ${refundRequests} where ${refundRequests.orderId} = ${orders.id} and ${refundRequests.status} = 'pending')`,
    );
  if (q.q) {
    const code = normaliseCode(q.q);
    // an order's code (unique index), a buyer's whole e-mail (the trigram index, and the account's), else a part of a code, e-mail or name
    if (code) where.push(eq(orders.code, code));
    else if (q.q.includes("@")) {
      // the order's contact e-mail (ilike without wildcards: the trigram index) or the buyer's account (kept in lower case)
      const email = q.q.toLowerCase();
      const found = or(
        sql`${orders.groupId} in (select ${orderGroups.id} from ${orderGroups} where ${orderGroups.email} ilike ${escapeLike(email)})`,
        sql`${orders.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      );
      if (found) where.push(found);
    } else where.push(orderSearch(q.q)); // a part of a code, of the buyer's e-mail or name (the same search as the seller centre's)
  }
  return where.length ? and(...where) : undefined;
}

/**
 * `GET admin/orders/list?status=&payment_status=&refund=pending&shop=&from=&to=&q=&sort=&dir=&page=`:
 * every shop's orders for an operator with `orders`, filtered, sorted and paged in the database
 * (25 a page; newest first by `orders_created_idx`, a shop's by `orders_shop_idx`). Each row:
 * code, date, buyer, shop, total, statuses and its pending refund request, if any.
 */
export async function adminOrderList(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  await requirePermission(ctx, input.userId, "orders", "page_not_found");
  const q = parseInput(AdminOrderQuery, input.query);
  const where = whereOf(q);
  const column = SORTS[q.sort];
  // every filter is on `orders` itself: the page's ids come from one index (no join before the limit), then their details
  const [page, [{ n }], shopList] = await Promise.all([
    ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(q.dir === "asc" ? asc(column) : desc(column), q.dir === "asc" ? asc(orders.id) : desc(orders.id))
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
    ctx.db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(shops.id).limit(500),
  ]);
  const ids = page.map((p) => p.id);
  const found = ids.length
    ? await ctx.db
        .select({
          id: orders.id,
          code: orders.code,
          createdAt: orders.createdAt,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentType: orders.paymentType,
          totalCents: orders.totalCents,
          email: orderGroups.email,
          buyer: sql<string>`${orderGroups.shippingAddress}->>'name'`,
          shopId: shops.id,
          shopName: shops.name,
          refundId: refundRequests.id,
          refundReason: refundRequests.reason,
        })
        .from(orders)
        .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(refundRequests, and(eq(refundRequests.orderId, orders.id), eq(refundRequests.status, "pending")))
        .where(inArray(orders.id, ids))
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const total = Number(n);
  return {
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      date: r.createdAt.toISOString(),
      buyer: { name: r.buyer ?? "", email: r.email },
      shop: { id: r.shopId, name: localize(r.shopName, input.locale) },
      total: centsToString(r.totalCents),
      status: r.status,
      payment_status: r.paymentStatus,
      payment_type: r.paymentType,
      pending_refund_id: r.refundId,
      pending_refund: r.refundId === null ? null : { id: r.refundId, reason: r.refundReason ?? "" },
    })),
    filters: q,
    shops: shopList.map((s) => ({ id: s.id, name: localize(s.name, input.locale) })),
    current_page: q.page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}
