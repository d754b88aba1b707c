import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, campaigns } from "../../db/schema";
import { applyCampaignPrices } from "../../domain/campaigns/campaign-prices";
import type { TestApp } from "../setup/accounts";
import {
  acceptRefund,
  booksAreRight,
  buy,
  commissionWorld,
  dropSetting,
  freshSeller,
  lineOf,
  money,
  setSetting,
  settle,
} from "../setup/commission-fixture";
import { call } from "../setup/http";
import { makeCoupon } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const GOODS = 4000; // 2 × 20.00
const fees = (base: number, bp = 1000, taxBp = 0) => {
  const commission = Math.ceil((base * bp) / 10_000);
  return { commission, feeTax: Math.ceil((commission * taxBp) / 10_000) };
};

/** Who pays for a discount and the fee tax (issue 37, items 3 and 4; decision 072), through the real calls. */
describeOnDatabases("discount funding and fee tax", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let world: Awaited<ReturnType<typeof commissionWorld>>;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    world = await commissionWorld(database);
  }, 60_000);

  it("a marketplace coupon is the platform's: the seller is credited on the undiscounted base, the books balance, a refund reverses it exactly", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const coupon = await makeCoupon(database.db, { discountType: "flat", discountValue: 500 });
    const placed = await buy(app, database, seller, 2, coupon.code);
    expect(await lineOf(database, placed.order.id)).toMatchObject({
      couponDiscountCents: 500,
      platformFundedDiscountCents: 500,
      sellerFundedDiscountCents: 0,
    });
    const start = await money(database, seller.userId);
    await settle(app, seller, placed);
    const settled = await money(database, seller.userId);
    const { commission } = fees(GOODS); // on 40.00, not on the 35.00 the buyer paid for the goods
    expect(settled.seller - start.seller).toBe(placed.order.totalCents + 500 - commission);
    expect(settled.commission - start.commission).toBe(commission);
    expect(settled.promotions - start.promotions).toBe(-500);
    expect(settled.clearing - start.clearing).toBe(0);
    await booksAreRight(database);
    const shown = (await call(seller.client, `/seller/order-details/${placed.order.code}`)).body.order.fees;
    expect(shown).toMatchObject({ platform_funded: "5.00", commission: (commission / 100).toFixed(2), settled: true });
    expect(shown.payout).toBe(((placed.order.totalCents + 500 - commission) / 100).toFixed(2));
    await acceptRefund(seller, placed.buyer, placed.order.id);
    const refunded = await money(database, seller.userId);
    expect({ ...refunded, clearing: 0 }).toEqual({ ...start, clearing: 0 });
    await booksAreRight(database);
  });

  it("a shared coupon splits by its ratio; a seller's coupon charges the seller", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const shared = await makeCoupon(database.db, { discountType: "flat", discountValue: 1000, fundedBy: "shared", sellerShareBp: 3000 });
    const placed = await buy(app, database, seller, 2, shared.code);
    expect(await lineOf(database, placed.order.id)).toMatchObject({ platformFundedDiscountCents: 700, sellerFundedDiscountCents: 300 });
    const start = await money(database, seller.userId);
    await settle(app, seller, placed);
    const { commission } = fees(GOODS - 300);
    expect((await money(database, seller.userId)).seller - start.seller).toBe(placed.order.totalCents + 700 - commission);
    await booksAreRight(database);

    const own = await makeCoupon(database.db, { shopId: seller.shopId, discountType: "flat", discountValue: 500 });
    const second = await buy(app, database, seller, 2, own.code);
    expect(await lineOf(database, second.order.id)).toMatchObject({ platformFundedDiscountCents: 0, sellerFundedDiscountCents: 500 });
    const before = await money(database, seller.userId);
    await settle(app, seller, second);
    const after = await money(database, seller.userId);
    const c2 = fees(GOODS - 500).commission;
    expect(after.seller - before.seller).toBe(second.order.totalCents - c2);
    expect(after.promotions).toBe(before.promotions);
    await booksAreRight(database);
    // the operator may make a marketplace coupon the seller's
    const theirs = await makeCoupon(database.db, { discountType: "flat", discountValue: 400, fundedBy: "seller" });
    const third = await buy(app, database, seller, 2, theirs.code);
    expect(await lineOf(database, third.order.id)).toMatchObject({ platformFundedDiscountCents: 0, sellerFundedDiscountCents: 400 });
  });

  it("the fee tax is booked on the commission, shown the same in the preview and the order, and reversed by a refund", async () => {
    await setSetting(database, "platform_fee_tax_rate", "9");
    try {
      const seller = await freshSeller(app, database, world.child.id);
      const { commission, feeTax } = fees(GOODS, 1000, 900); // 400, 36
      const pv = (await call(seller.client, `/seller/fee-preview?price=20&quantity=2&category_id=${world.child.id}`)).body;
      expect(pv).toMatchObject({ commission: "4.00", fee_tax_rate: "9.00", fee_tax: "0.36", payout: "35.64" });
      const placed = await buy(app, database, seller);
      expect(await lineOf(database, placed.order.id)).toMatchObject({ feeTaxBp: 900 });
      const open = (await call(seller.client, `/seller/order-details/${placed.order.code}`)).body.order.fees;
      expect(open).toMatchObject({ commission: pv.commission, fee_tax: pv.fee_tax });
      const start = await money(database, seller.userId);
      await settle(app, seller, placed);
      const settled = await money(database, seller.userId);
      expect(settled.feeTax - start.feeTax).toBe(feeTax);
      expect(settled.commission - start.commission).toBe(commission);
      expect(settled.seller - start.seller).toBe(placed.order.totalCents - commission - feeTax);
      expect((await call(seller.client, `/seller/order-details/${placed.order.code}`)).body.order.fees).toMatchObject({
        fee_tax: "0.36",
        settled: true,
      });
      await booksAreRight(database);
      await acceptRefund(seller, placed.buyer, placed.order.id);
      expect({ ...(await money(database, seller.userId)), clearing: 0 }).toEqual({ ...start, clearing: 0 });
      await booksAreRight(database);

      // cash on delivery with a platform-funded coupon: commission and fee tax become the debt, the platform's part is netted against it
      const coupon = await makeCoupon(database.db, { discountType: "flat", discountValue: 200 });
      const cash = await buy(app, database, seller, 2, coupon.code);
      const before = await money(database, seller.userId);
      await settle(app, seller, cash, true);
      const after = await money(database, seller.userId);
      expect(after.debt - before.debt + (after.seller - before.seller)).toBe(commission + feeTax - 200);
      expect(after.feeTax - before.feeTax).toBe(feeTax);
      expect(after.promotions - before.promotions).toBe(-200);
      await booksAreRight(database);
      await acceptRefund(seller, cash.buyer, cash.order.id);
      expect({ ...(await money(database, seller.userId)), clearing: 0 }).toEqual({ ...before, clearing: 0 });
      await booksAreRight(database);
    } finally {
      await dropSetting(database, "platform_fee_tax_rate");
    }
  });

  it("a campaign's price cut is the platform's by default, the seller's or shared when the operator says so", async () => {
    const now = Date.now();
    for (const [fundedBy, sellerShareBp, platform] of [
      ["platform", null, 1000],
      ["seller", null, 0],
      ["shared", 2500, 750],
    ] as const) {
      const seller = await freshSeller(app, database, world.child.id);
      const [c] = await database.db
        .insert(campaigns)
        .values({
          slug: `funded-${fundedBy}-${process.pid}-${now}`,
          title: { en: "Funded" },
          description: {},
          startsAt: new Date(now - 86_400_000),
          endsAt: new Date(now + 86_400_000),
          fundedBy,
          sellerShareBp,
        })
        .returning({ id: campaigns.id });
      // 25 % off 20.00: 5.00 a unit, 10.00 on the line of two
      await database.db
        .insert(campaignProducts)
        .values({ campaignId: c.id, productId: seller.productId, discountType: "percentage", discountValue: 2500, status: "approved" });
      await applyCampaignPrices(database.db, c.id, new Date(now - 60_000));
      const placed = await buy(app, database, seller);
      expect(await lineOf(database, placed.order.id), fundedBy).toMatchObject({
        unitDiscountCents: 500,
        platformFundedDiscountCents: platform,
        sellerFundedDiscountCents: 1000 - platform,
      });
      const start = await money(database, seller.userId);
      await settle(app, seller, placed);
      const { commission } = fees(GOODS - 1000 + platform);
      expect((await money(database, seller.userId)).seller - start.seller, fundedBy).toBe(placed.order.totalCents + platform - commission);
      await booksAreRight(database);
    }
  });
});
