import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { categories, ledgerEntries, products, shops, users } from "../../db/schema";
import { balanceOf } from "../../domain/ledger/book";
import { signUp, type TestApp } from "./accounts";
import { call } from "./http";
import { placeOrderAs } from "./order-fixture";
import { deliverAsSeller, payBySandbox } from "./refund-fixture";

let seq = 0;

/** A category of its own at 10 % commission, so what a sale leaves is known. */
export async function payoutCategory(db: Database) {
  const slug = `payouts-${process.pid}-${Date.now()}`;
  const [c] = await db
    .insert(categories)
    .values({ slug, name: { en: "Payouts" }, path: "/", depth: 0, commissionRate: "10.00" })
    .returning();
  await db
    .update(categories)
    .set({ path: `/${c.id}/` })
    .where(eq(categories.id, c.id));
  return c.id;
}

/** A new verified seller (signed in) with nothing on their accounts, and a product of theirs at `price` cents. */
export async function payoutSeller(app: TestApp, db: Database, categoryId: number, price = 2000) {
  const { client, userId } = await signUp(app);
  await db.update(users).set({ role: "seller" }).where(eq(users.id, userId));
  const n = ++seq;
  const tag = `${process.pid}-${n}-${Date.now()}`;
  const [shop] = await db
    .insert(shops)
    .values({ ownerId: userId, slug: `payout-shop-${tag}`, name: { en: `Payout shop ${n}` }, verifiedAt: new Date() })
    .returning({ id: shops.id });
  const [product] = await db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId,
      slug: `payout-product-${tag}`,
      name: { en: `Payout mug ${n}` },
      priceCents: price,
      stock: 1000,
      images: ["demo/products/p03"],
      shippingFeeCents: 0,
    })
    .returning({ id: products.id });
  return { client, userId, shopId: shop.id, productId: product.id };
}

export type PayoutSeller = Awaited<ReturnType<typeof payoutSeller>>;

/** A fresh buyer buys one of the seller's product, pays by the sandbox, the seller delivers: the seller's share is booked. */
export async function sellOne(app: TestApp, db: Database, seller: PayoutSeller) {
  const { client: buyer } = await signUp(app);
  const placed = await placeOrderAs(db, buyer, [{ id: seller.productId, quantity: 1 }]);
  await payBySandbox(app, buyer, placed.group.code);
  await deliverAsSeller(seller.client, placed.orders[0].code);
  expect(
    (
      await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `seller-earning-order-${placed.orders[0].id}`))
    ).length,
  ).toBe(1);
}

export const sellerBalance = async (db: Database, userId: number) => (await balanceOf(db, userId, "seller")).balanceMinor;

/** The seller's payout settings through the seller centre's call. */
export async function setSchedule(seller: PayoutSeller, fields: Record<string, string>) {
  const saved = await call(seller.client, "/seller/payout-settings", {
    account_holder: "Erika Mustermann",
    iban: "DE89 3704 0044 0532 0130 00",
    bic: "COBADEFFXXX",
    method: "bank_transfer",
    ...fields,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}
