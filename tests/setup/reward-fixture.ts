import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { addons, ledgerAccounts } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { book } from "../../domain/ledger/book";
import { signUp, type TestApp } from "./accounts";
import { placeOrderAs, productOfShop, signedIn } from "./order-fixture";
import { deliverAsSeller, payBySandbox } from "./refund-fixture";

/** Give a user reward points directly through the ledger. */
export async function grantPoints(db: Database, userId: number, points: number) {
  await db.transaction((tx) =>
    book(tx, {
      userId,
      account: "reward",
      currencyCode: "PTS",
      kind: "reward_earned",
      amountMinor: points,
      ref: { type: "manual", id: null },
      idempotencyKey: `test-points-${userId}-${Math.random()}`,
    }),
  );
}

/** A user's cached balance of an account kind (0 when never opened). */
export async function balance(db: Database, userId: number, kind: "reward" | "wallet") {
  const [row] = await db
    .select({ b: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
  return row?.b ?? 0;
}

/** Turn the `reward` add-on on or off, as an operator would (the cached list dropped). */
export async function setRewardAddon(ctx: Ctx, on: boolean) {
  await ctx.db.update(addons).set({ isActive: on }).where(eq(addons.identifier, "reward"));
  ctx.cache.invalidate("addons");
}

/** A fresh buyer's order of `quantity` × a fresh product worth `points` a unit, paid through the sandbox, placed and (unless `deliver: false`) delivered. */
export async function rewardedOrder(app: TestApp, db: Database, opts: { points: number; quantity: number; deliver?: boolean }) {
  const product = await productOfShop(db, { stock: 20, priceCents: 1500, extra: { rewardPoints: opts.points } });
  const { client: buyer, userId } = await signUp(app);
  const placed = await placeOrderAs(db, buyer, [{ id: product.id, quantity: opts.quantity }]);
  await payBySandbox(app, buyer, placed.group.code);
  const seller = await signedIn(app, product.ownerEmail, "seller123");
  if (opts.deliver !== false) await deliverAsSeller(seller, placed.orders[0].code);
  expect(placed.orders).toHaveLength(1);
  return { buyer, buyerId: userId, seller, product, order: placed.orders[0], group: placed.group };
}
