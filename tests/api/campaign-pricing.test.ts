import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { campaignProducts, campaigns, orderGroups, orderLines, orders, products } from "../../db/schema";
import { applyCampaignPrices } from "../../domain/campaigns/campaign-prices";
import { guest, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { present } from "../setup/present";
import { makeCoupon, simpleProduct, typedAddress } from "../setup/shop-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;
const SECOND = 1000;
/** the campaign's window: two hours from a fixed moment */
const START = new Date("2026-12-01T10:00:00.000Z");
const END = new Date(START.getTime() + 2 * 3600 * SECOND);
const at = (base: Date, deltaMs: number) => new Date(base.getTime() + deltaMs);

/**
 * Issue 15, item 2: a campaign's price is the server's truth on every path (card, product page,
 * cart, checkout, order), by the server's clock, at the window's edges; it and a product's own
 * special discount never stack (the lower wins); a coupon applies to the price after them.
 */
describeOnDatabases("campaign prices", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let clock = START;
  let campaignId = 0;
  /** list 100.00, own 10 % (90.00) running all around the window, campaign 25 % (75.00): the campaign wins */
  let deeper: Awaited<ReturnType<typeof simpleProduct>>;
  /** list 50.00, own flat 20.00 off (30.00), campaign 10 % (45.00): the own discount wins */
  let shallower: Awaited<ReturnType<typeof simpleProduct>>;
  /** list 40.00, own 12.5 % (35.00), campaign flat 5.00 (35.00): a tie shows the campaign */
  let tie: Awaited<ReturnType<typeof simpleProduct>>;
  /** in the campaign but not approved: no campaign price */
  let pending: Awaited<ReturnType<typeof simpleProduct>>;
  /** list 80.00, no own discount, campaign 50 %: 40.00 in the window */
  let campaignOnly: Awaited<ReturnType<typeof simpleProduct>>;
  /** list 60.00, own 25 % exactly over the campaign's window, no campaign: 45.00 in it */
  let ownOnly: Awaited<ReturnType<typeof simpleProduct>>;

  const ownDiscount = (type: "flat" | "percentage", value: number) => ({
    discountType: type,
    discountValue: value,
    discountStartsAt: at(START, -DAY),
    discountEndsAt: at(END, DAY),
  });

  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
    services.ctx.now = () => clock;
    const db = database.db;
    deeper = await simpleProduct(db, { priceCents: 10_000, stock: 50, extra: ownDiscount("percentage", 1000) });
    shallower = await simpleProduct(db, { priceCents: 5_000, stock: 50, extra: ownDiscount("flat", 2000) });
    tie = await simpleProduct(db, { priceCents: 4_000, stock: 50, extra: ownDiscount("percentage", 1250) });
    pending = await simpleProduct(db, { priceCents: 2_000, stock: 50 });
    campaignOnly = await simpleProduct(db, { priceCents: 8_000, stock: 50 });
    ownOnly = await simpleProduct(db, {
      priceCents: 6_000,
      stock: 50,
      extra: { discountType: "percentage", discountValue: 2500, discountStartsAt: START, discountEndsAt: END },
    });
    const [c] = await db
      .insert(campaigns)
      .values({ slug: `edge-${process.pid}`, title: { en: "Edge" }, description: {}, startsAt: START, endsAt: END, isFlashSale: true })
      .returning({ id: campaigns.id });
    campaignId = c.id;
    await db.insert(campaignProducts).values([
      { campaignId, productId: deeper.id, discountType: "percentage", discountValue: 2500, status: "approved" },
      { campaignId, productId: shallower.id, discountType: "percentage", discountValue: 1000, status: "approved" },
      { campaignId, productId: tie.id, discountType: "flat", discountValue: 500, status: "approved" },
      { campaignId, productId: pending.id, discountType: "percentage", discountValue: 5000, status: "pending" },
      { campaignId, productId: campaignOnly.id, discountType: "percentage", discountValue: 5000, status: "approved" },
    ]);
    await applyCampaignPrices(db, campaignId, at(START, -DAY));
  });

  const details = async (slug: string) => (await call(await guest(app), `/home/product-details/${slug}`)).body.product;

  it("copies the approved products' campaign discount and window onto their rows, and only those", async () => {
    const rows = await database.db.select().from(products).where(eq(products.campaignId, campaignId));
    expect(rows.map((r) => r.id).sort()).toEqual([deeper.id, shallower.id, tie.id, campaignOnly.id].sort());
    const d = present(
      rows.find((r) => r.id === deeper.id),
      "the deeper discount's row",
    );
    expect([d.campaignDiscountType, d.campaignDiscountValue, d.campaignStartsAt?.toISOString(), d.campaignEndsAt?.toISOString()]).toEqual([
      "percentage",
      2500,
      START.toISOString(),
      END.toISOString(),
    ]);
  });

  it.each([
    ["one second before the start", at(START, -SECOND), "90.00", null],
    ["at the start", START, "75.00", "campaign"],
    ["one second after the start", at(START, SECOND), "75.00", "campaign"],
    ["one second before the end", at(END, -SECOND), "75.00", "campaign"],
    ["at the end", END, "75.00", "campaign"],
    ["one second after the end", at(END, SECOND), "90.00", null],
  ])("the product page's price %s", async (_, moment, salePrice, source) => {
    clock = moment;
    const p = await details(deeper.slug);
    expect(p.price).toBe("100.00");
    expect(p.sale_price).toBe(salePrice);
    expect(p.campaign_id).toBe(source ? campaignId : null);
    expect(p.campaign).toEqual(source ? { id: campaignId, slug: `edge-${process.pid}`, title: "Edge", is_flash_sale: true } : null);
    // the countdown runs to the end of the price shown: the campaign's, else the own discount's
    expect(p.discount_ends_at).toBe(source ? END.toISOString() : at(END, DAY).toISOString());
  });

  it("every combination at every edge of the window: own only, campaign only, both (either wins), a tie, unapproved, and a coupon after them", async () => {
    const coupon = await makeCoupon(database.db, { discountType: "percentage", discountValue: 1000 });
    clock = at(START, -2 * SECOND);
    const shopper = await guest(app);
    await call(shopper, "/user/addToCart", { id: campaignOnly.id, quantity: 1 });
    expect((await call(shopper, "/user/apply_coupon", { coupon_code: coupon.code })).status).toBe(200);
    const inside = (m: Date) => m >= START && m <= END;
    for (const [label, moment] of [
      ["start - 1 s", at(START, -SECOND)],
      ["start", START],
      ["start + 1 s", at(START, SECOND)],
      ["end - 1 s", at(END, -SECOND)],
      ["end", END],
      ["end + 1 s", at(END, SECOND)],
    ] as const) {
      clock = moment;
      const on = inside(moment);
      const expected: [Awaited<ReturnType<typeof simpleProduct>>, string, boolean][] = [
        [ownOnly, on ? "45.00" : "60.00", false],
        [campaignOnly, on ? "40.00" : "80.00", on],
        [deeper, on ? "75.00" : "90.00", on],
        [shallower, "30.00", false],
        [tie, "35.00", on],
        [pending, "20.00", false],
      ];
      for (const [product, price, viaCampaign] of expected) {
        const p = await details(product.slug);
        expect([label, product.slug, p.sale_price, p.campaign_id]).toEqual([label, product.slug, price, viaCampaign ? campaignId : null]);
      }
      // the coupon's 10 % is taken from the price after the campaign
      const cart = (await call(shopper, "/cart/list")).body;
      expect([label, cart.summary.subtotal, cart.summary.coupon_discount]).toEqual(
        on ? [label, "40.00", "4.00"] : [label, "80.00", "8.00"],
      );
    }
  });

  it("the lower of the own and the campaign price wins; a tie shows the campaign; an unapproved product keeps its price", async () => {
    clock = at(START, SECOND);
    expect((await details(shallower.slug)).sale_price).toBe("30.00");
    expect((await details(shallower.slug)).campaign_id).toBeNull();
    const t = await details(tie.slug);
    expect([t.sale_price, t.campaign_id]).toEqual(["35.00", campaignId]);
    expect((await details(pending.slug)).sale_price).toBe("20.00");
  });

  it("the listing's cards carry the same price at the same moment", async () => {
    clock = at(START, SECOND);
    const shopper = await guest(app);
    const { body } = await call(shopper, `/home/filtered_products?type=products&search=${encodeURIComponent("Fixture mug")}&page=1`);
    const card = body.products.data.find((p: { id: number }) => p.id === deeper.id);
    expect([card?.sale_price, card?.campaign_id]).toEqual(["75.00", campaignId]);
    clock = at(END, SECOND);
    const after = await call(shopper, `/home/product-details/${deeper.slug}`);
    expect(after.body.product.sale_price).toBe("90.00");
  });

  it("a coupon applies to the campaign price, after it; the order and its line keep the price of the moment it was placed", async () => {
    clock = at(START, SECOND);
    const coupon = await makeCoupon(database.db, { discountType: "percentage", discountValue: 1000 });
    const shopper = await guest(app);
    expect((await call(shopper, "/user/addToCart", { id: deeper.id, quantity: 2, price: "1.00", sale_price: "1.00" })).status).toBe(200);
    expect((await call(shopper, "/user/apply_coupon", { coupon_code: coupon.code })).status).toBe(200);
    const cart = (await call(shopper, "/cart/list")).body;
    expect(cart.carts[0].sale_price).toBe("75.00");
    // 2 × 75.00 = 150.00; 10 % coupon on it: 15.00
    expect(cart.summary.subtotal).toBe("150.00");
    expect(cart.summary.coupon_discount).toBe("15.00");
    const [soldBefore] = await database.db
      .select({ n: campaignProducts.soldCount })
      .from(campaignProducts)
      .where(eq(campaignProducts.productId, deeper.id));
    const placed = await call(shopper, "/user/confirm-order", { shipping_address: await typedAddress(database.db), total: "0.01" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    const [order] = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect([line.unitPriceCents, line.unitDiscountCents, line.couponDiscountCents]).toEqual([10_000, 2_500, 1_500]);
    const [soldAfter] = await database.db
      .select({ n: campaignProducts.soldCount })
      .from(campaignProducts)
      .where(eq(campaignProducts.productId, deeper.id));
    expect(soldAfter.n - soldBefore.n).toBe(2);
  });

  it("a campaign that ends while the product sits in the cart reprices the line and says so once; the order waits until it was shown", async () => {
    clock = at(END, -SECOND);
    const shopper = await guest(app);
    await call(shopper, "/user/addToCart", { id: deeper.id, quantity: 1 });
    expect((await call(shopper, "/cart/list")).body.price_changes).toEqual([]);
    const stockBefore = (await database.db.select({ s: products.stock }).from(products).where(eq(products.id, deeper.id)))[0].s;

    clock = at(END, SECOND);
    // placing the order before seeing the new price: refused, nothing changed
    const refused = await call(shopper, "/user/confirm-order", { shipping_address: await typedAddress(database.db) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/changed/i);
    expect((await database.db.select({ s: products.stock }).from(products).where(eq(products.id, deeper.id)))[0].s).toBe(stockBefore);

    const seen = (await call(shopper, "/cart/list")).body;
    expect(seen.carts[0].sale_price).toBe("90.00");
    expect(seen.price_changes).toEqual([expect.objectContaining({ from: "75.00", to: "90.00", direction: "up" })]);
    // told once
    expect((await call(shopper, "/cart/list")).body.price_changes).toEqual([]);
    const placed = await call(shopper, "/user/confirm-order", { shipping_address: await typedAddress(database.db) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [group] = await database.db.select().from(orderGroups).where(eq(orderGroups.code, placed.body.code));
    const [order] = await database.db.select().from(orders).where(eq(orders.groupId, group.id));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.unitPriceCents - line.unitDiscountCents).toBe(9_000);
  });

  it("a price that fell since the shopper saw it does not stop the order (the shopper pays less)", async () => {
    clock = at(START, -SECOND);
    const shopper = await guest(app);
    await call(shopper, "/user/addToCart", { id: deeper.id, quantity: 1 });
    clock = at(START, SECOND);
    const placed = await call(shopper, "/user/confirm-order", { shipping_address: await typedAddress(database.db) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("switching the campaign off or leaving it takes the campaign price away; an ended campaign is not copied again", async () => {
    const db = database.db;
    clock = at(START, SECOND);
    await db.update(campaignProducts).set({ status: "rejected" }).where(eq(campaignProducts.productId, tie.id));
    expect(await applyCampaignPrices(db, campaignId, clock)).toBe(1);
    expect((await details(tie.slug)).campaign_id).toBeNull();
    await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, campaignId));
    await applyCampaignPrices(db, campaignId, clock);
    expect((await details(deeper.slug)).sale_price).toBe("90.00");
    expect(await db.select({ id: products.id }).from(products).where(eq(products.campaignId, campaignId))).toEqual([]);
    await db.update(campaigns).set({ isActive: true }).where(eq(campaigns.id, campaignId));
    expect(await applyCampaignPrices(db, campaignId, at(END, SECOND))).toBe(0);
    await applyCampaignPrices(db, campaignId, clock);
    expect((await details(deeper.slug)).sale_price).toBe("75.00");
  });
});
