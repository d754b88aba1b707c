import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { addons, affiliateProfiles, ledgerAccounts } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { book } from "../../domain/ledger/book";
import { guest, signUp, type TestApp } from "./accounts";
import { call } from "./http";
import { placeOrderAs, productOfShop, signedIn } from "./order-fixture";
import { deliverAsSeller } from "./refund-fixture";
import type { TestClient } from "./test-app";

/** A fresh member signed up through `POST register` with `user_type: affiliate-register`. */
export async function newAffiliate(app: TestApp, db: Database) {
  const signed = await signUp(app, { user_type: "affiliate-register" });
  const [profile] = await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, signed.userId));
  expect(profile?.code).toMatch(/^[A-Z0-9]{8}$/);
  return { ...signed, code: profile.code };
}

/** Credit a member's affiliate account directly (a commission of no order). */
export async function grantCommission(db: Database, userId: number, cents: number) {
  await db.transaction((tx) =>
    book(tx, {
      userId,
      account: "affiliate",
      currencyCode: "USD",
      kind: "affiliate_commission",
      amountMinor: cents,
      ref: { type: "manual", id: null },
      idempotencyKey: `test-commission-${userId}-${Math.random()}`,
    }),
  );
}

export async function affiliateBalance(db: Database, userId: number) {
  const [row] = await db
    .select({ b: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "affiliate")));
  return row?.b ?? 0;
}

/** Turn the `affiliate` add-on on or off as an operator would (the cached list dropped). */
export async function setAffiliateAddon(ctx: Ctx, on: boolean) {
  await ctx.db.update(addons).set({ isActive: on }).where(eq(addons.identifier, "affiliate"));
  ctx.cache.invalidate("addons");
}

/**
 * A guest who followed `?ref=code` and bought `quantity` × a fresh product (cash on delivery);
 * with `deliver`, its seller delivers it (marked paid). Answers the buyer, its orders and seller.
 */
export async function referredPurchase(
  app: TestApp,
  db: Database,
  opts: { code: string; priceCents?: number; quantity?: number; deliver?: boolean; buyer?: TestClient },
) {
  const product = await productOfShop(db, { stock: 20, priceCents: opts.priceCents ?? 2000 });
  const buyer = opts.buyer ?? (await guest(app));
  const visit = await buyer.request(`/product/${product.slug}?ref=${opts.code}`);
  await visit.arrayBuffer();
  const placed = await placeOrderAs(db, buyer, [{ id: product.id, quantity: opts.quantity ?? 2 }]);
  expect((await call(buyer, "/user/complete-order", { payment_type: "cash_on_delivery", code: placed.group.code })).status).toBe(200);
  const seller = await signedIn(app, product.ownerEmail, "seller123");
  if (opts.deliver !== false) await deliverAsSeller(seller, placed.orders[0].code, true);
  return { buyer, seller, product, ...placed };
}
