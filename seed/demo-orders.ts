import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  addresses,
  cartLines,
  type OrderStatus,
  orderGroups,
  orders,
  type PaymentType,
  payments,
  products,
  shops,
  users,
} from "../db/schema";
import type { Ctx } from "../domain/context";
import { changeOrderStatus } from "../domain/orders/change-order-status";
import { placeOrder } from "../domain/orders/place-order";
import { loadSettings } from "../domain/settings/load-settings";
import { Cache } from "../infra/cache";
import { MemoryRateLimiter } from "../infra/rate-limiter";
import { Signer } from "../infra/signer";
import { localize } from "../kernel/localize";
import { DEMO_ACCOUNTS } from "./demo-catalog";

const HOUR = 3_600_000;

type Step = { afterHours: number; status?: OrderStatus; paid?: boolean };
export type DemoOrder = {
  key: string;
  productId: number;
  quantity: number;
  placedHoursAgo: number;
  paymentType: PaymentType;
  steps: Step[];
};

/** Products fit for a demo order: on sale, without variants, from a verified shop; the demo seller's first. */
function candidates(db: Database, digital: boolean, sellerShopId: number, notShopId = 0) {
  return db
    .select({ id: products.id, shopId: products.shopId, slug: products.slug, name: products.name })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.isVisible, true),
        eq(products.isDigital, digital),
        eq(products.isClassified, false),
        eq(products.isCatalog, false),
        eq(products.hasVariants, false),
        eq(products.minimumOrderQuantity, 1),
        gte(products.stock, 10),
        // a negotiable price (zero) is never ordered (decision 063)
        ne(products.priceCents, 0),
        isNotNull(shops.verifiedAt),
        ne(products.shopId, notShopId),
        digital ? sql`true` : eq(products.stockVisibility, "visible_with_quantity"),
      ),
    )
    .orderBy(desc(sql`${products.shopId} = ${sellerShopId}`), asc(products.id))
    .limit(1);
}

/**
 * The demo customer's orders, placed through the real verbs so that stock, history and totals
 * hold exactly as for a real order: one delivered and paid, one pending cash on delivery (to
 * cancel in the demo), and one paid digital product whose small file is written under
 * `downloadsDir`; all three referred by the demo affiliate. Deterministic apart from the order codes, which are random by design.
 */
export async function seedDemoOrders(db: Database, opts: { now: Date; downloadsDir: string; referralCode?: string | null }) {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
  const [seller] = await db
    .select({ shopId: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.email, DEMO_ACCOUNTS.seller.email));
  if (!customer || !seller) return;
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, customer.id), eq(addresses.isDefaultShipping, true)))
    .limit(1);
  if (!address) return;
  const [first] = await candidates(db, false, seller.shopId);
  // the order to cancel in the demo comes from another shop: the history shows two sellers
  const [second] = first ? await candidates(db, false, seller.shopId, first.shopId) : [];
  const [digital] = await candidates(db, true, seller.shopId);
  const plan: DemoOrder[] = [];
  if (first)
    plan.push({
      key: "delivered",
      productId: first.id,
      quantity: 1,
      placedHoursAgo: 12 * 24,
      paymentType: "sandbox",
      steps: [
        { afterHours: 0.1, paid: true },
        { afterHours: 3, status: "confirmed" },
        { afterHours: 26, status: "picked_up" },
        { afterHours: 30, status: "on_the_way" },
        { afterHours: 72, status: "delivered" },
      ],
    });
  if (digital)
    plan.push({
      key: "digital",
      productId: digital.id,
      quantity: 1,
      placedHoursAgo: 5 * 24,
      paymentType: "sandbox",
      steps: [
        { afterHours: 0.05, paid: true },
        { afterHours: 1, status: "confirmed" },
      ],
    });
  if (second)
    plan.push({ key: "pending", productId: second.id, quantity: 2, placedHoursAgo: 20, paymentType: "cash_on_delivery", steps: [] });
  if (!plan.length) return;

  if (digital) {
    const file = `demo/${digital.slug}.txt`;
    await mkdir(path.join(opts.downloadsDir, "demo"), { recursive: true });
    await writeFile(
      path.join(opts.downloadsDir, file),
      `${localize(digital.name, "en")}\n\nThank you for your purchase on Bazaar.\nThis is the demo download of a digital product: a small text file.\n`,
    );
    await db.update(products).set({ digitalFile: file }).where(eq(products.id, digital.id));
  }

  await runDemoPlan(db, { buyerId: customer.id, addressId: address.id, plan, now: opts.now, referralCode: opts.referralCode ?? null });
}

/**
 * Place a buyer's demo orders through the real verbs (cart line, `placeOrder`, payments and
 * status moves at their own moments: `changeOrderStatus`), quietly (no mail, no notification).
 */
export async function runDemoPlan(
  db: Database,
  input: { buyerId: number; addressId: number; plan: DemoOrder[]; now: Date; referralCode: string | null },
) {
  let clock = input.now;
  const ctx: Ctx = {
    db,
    now: () => clock,
    cache: new Cache(),
    log: { info() {}, warn() {}, error() {} },
    limiter: new MemoryRateLimiter(),
    signer: new Signer("demo-seed-orders"),
    publicUrl: "",
    mediaBase: "/uploads",
  };
  const settings = await loadSettings(ctx);
  const viewer = { userId: input.buyerId, sessionHash: "demo-seed", locale: "en", currencyCode: String(settings.default_currency) };
  for (const order of input.plan) {
    const placedAt = new Date(input.now.getTime() - order.placedHoursAgo * HOUR);
    clock = placedAt;
    await db.insert(cartLines).values({
      userId: input.buyerId,
      productId: order.productId,
      quantity: order.quantity,
      trxId: `demo-${order.key}-order`,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    const placed = await placeOrder(ctx, {
      viewer,
      owner: { userId: input.buyerId },
      form: { shipping_address_id: input.addressId, billing_same: true, idempotency_key: `demo-${order.key}-order` },
      referralCode: input.referralCode,
    });
    const [group] = await db
      .update(orderGroups)
      .set({ paymentType: order.paymentType })
      .where(eq(orderGroups.code, placed.code))
      .returning();
    const rows = await db
      .update(orders)
      .set({ paymentType: order.paymentType })
      .where(eq(orders.groupId, group.id))
      .returning({ id: orders.id });
    for (const step of order.steps) {
      clock = new Date(placedAt.getTime() + step.afterHours * HOUR);
      if (step.paid)
        await db.insert(payments).values({
          groupId: group.id,
          gateway: order.paymentType,
          amountCents: group.totalCents,
          currencyCode: group.currencyCode,
          status: "succeeded",
          details: { demo: true },
          createdAt: clock,
          updatedAt: clock,
        });
      for (const o of rows)
        await changeOrderStatus(ctx, {
          orderId: o.id,
          status: step.status,
          paymentStatus: step.paid ? "paid" : undefined,
          actorUserId: null,
          note: "demo",
          quiet: true,
        });
    }
  }
}
