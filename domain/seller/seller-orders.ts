import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { ORDER_STATUSES, orderEvents, orderGroups, orderLines, orders } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { paginate } from "../../kernel/paginated";
import { centsToString } from "../catalog/pricing";
import type { Ctx } from "../context";
import { NEXT_STATUS } from "../orders/change-order-status";
import { backOfficeOrder } from "../orders/order-figures-view";
import { orderSearch } from "../orders/order-search";
import { parcelsOf } from "../parcels/parcel-views";
import { orderRiderPanel } from "../riders/order-rider";
import { orderFees } from "./fee-preview";
import type { SellerShop } from "./require-seller";

export const ORDER_SORTS = ["created_at", "code", "total", "status"] as const;
export const PER_PAGE_CHOICES = [10, 20, 50] as const;

/** The orders table's query: page, size, sort, status filter and search (bad values are 422, not guessed). */
export const OrderQuery = z.object({
  page: z.coerce.number({ error: "v_integer" }).int("v_integer").min(1, "v_integer").max(100_000, "v_integer").default(1),
  per_page: z.coerce
    .number({ error: "v_integer" })
    .refine((n) => (PER_PAGE_CHOICES as readonly number[]).includes(n), "v_in")
    .default(20),
  sort: z.enum(ORDER_SORTS, { error: "v_in" }).default("created_at"),
  dir: z.enum(["asc", "desc"], { error: "v_in" }).default("desc"),
  status: z.union([z.enum(ORDER_STATUSES, { error: "v_in" }), z.literal("")]).default(""),
  q: z.string().trim().max(64, "v_too_long").default(""),
});

const SORT_COLUMNS = { created_at: orders.createdAt, code: orders.code, total: orders.totalCents, status: orders.status } as const;

/**
 * `GET seller/orders?page&per_page&sort&dir&status&q`: one page of the shop's own orders (never
 * another shop's), sorted and filtered in the database; `q` finds a code, the buyer's name or
 * e-mail. Each row: code, date, buyer, figures, statuses and the moves the lifecycle allows.
 */
export async function sellerOrders(ctx: Ctx, shop: SellerShop, raw: Record<string, unknown>) {
  const query = parseInput(OrderQuery, raw);
  const filters: SQL[] = [eq(orders.shopId, shop.id)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.q) filters.push(orderSearch(query.q));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === "asc" ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)];
  // the page's ids first, from the orders' own indexes (a deep page skips index entries, not joined rows)
  const page = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentType: orders.paymentType,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        buyer: sql<string>`${orderGroups.shippingAddress}->>'name'`,
        items: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(inArray(orders.id, page))
      .orderBy(...order),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    code: r.code,
    date: r.createdAt.toISOString(),
    buyer: r.buyer ?? "",
    items: r.items,
    total: centsToString(r.totalCents),
    status: r.status,
    payment_status: r.paymentStatus,
    payment_type: r.paymentType,
    next_statuses: NEXT_STATUS[r.status],
  }));
  return { orders: paginate(data, total, query.page, query.per_page), query };
}

/** The shop's order by code with its lines, buyer, addresses, history and fees (`orderFees`); another shop's is the 404 of an unknown code. */
export async function sellerOrder(ctx: Ctx, shop: SellerShop, code: string, opts: { locale: string }) {
  const [row] = await ctx.db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.code, code), eq(orders.shopId, shop.id)))
    .limit(1);
  if (!row) throw new NotFoundError("order_not_found");
  const [lines, events, fees, parcels, rider] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(orderLines.id),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.order.id)).orderBy(orderEvents.id),
    orderFees(ctx, row.order),
    parcelsOf(ctx.db, [row.order.id], opts.locale),
    orderRiderPanel(ctx, row.order),
  ]);
  return {
    order: {
      ...backOfficeOrder(row, lines, { locale: opts.locale, mediaBase: ctx.mediaBase }),
      history: events.map((e) => ({ id: e.id, status: e.status, payment_status: e.paymentStatus, date: e.createdAt.toISOString() })),
      /** what the sale leaves the shop: goods, commission, fee tax, payout (as booked once settled; issue 37) */
      fees,
      /** the order's parcels and what may happen to each next (decision 077) */
      shipments: parcels.get(row.order.id) ?? [],
      /** the marketplace's rider for a shop they serve (decision 078), else null */
      rider,
    },
  };
}
