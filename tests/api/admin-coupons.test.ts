import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, coupons } from "../../db/schema";
import { signIn, signUp, type TestApp } from "../setup/accounts";
import { buy, commissionWorld, freshSeller, lineOf } from "../setup/commission-fixture";
import { call } from "../setup/http";
import { makeCoupon } from "../setup/shop-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

type Row = { id: number; code: string; shop_id: number | null; funded_by: string; seller_share: string; platform_part: string };

/**
 * The operator decides who pays a coupon's discount (issue 37 item 4, decision 072): any coupon,
 * from now on (an order already placed keeps who paid), audited, bad input changing nothing;
 * the marketplace's own coupons are made with the sellers' form; nobody else may.
 */
describeOnDatabases("the operator's coupons", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  let world: Awaited<ReturnType<typeof commissionWorld>>;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    world = await commissionWorld(database);
    ({ client: admin } = await signUp(app));
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 60_000);

  const listed = async (scope = "all") => (await call<{ coupons: Row[] }>(admin, `/admin/coupons/list?scope=${scope}`)).body.coupons;

  it("a shop's coupon made shared: orders placed after split its discount, the one placed before keeps the seller's; audited", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const own = await makeCoupon(database.db, { shopId: seller.shopId, discountType: "flat", discountValue: 1000, usageLimit: 10 });
    const row = (await listed("shops")).find((c) => c.id === own.id);
    expect(row).toMatchObject({ shop_id: seller.shopId, funded_by: "default", seller_share: "", platform_part: "0.00" });
    const before = await buy(app, database, seller, 2, own.code);
    expect(await lineOf(database, before.order.id)).toMatchObject({ platformFundedDiscountCents: 0, sellerFundedDiscountCents: 1000 });

    // refused: nothing changes, nothing is audited
    const audited = async () => (await database.db.select().from(auditLog).where(eq(auditLog.action, "coupon.funding"))).length;
    const n = await audited();
    for (const [fields, field] of [
      [{ funded_by: "nobody" }, "funded_by"],
      [{ funded_by: "shared" }, "seller_share"],
      [{ funded_by: "shared", seller_share: "101" }, "seller_share"],
      [{ funded_by: "shared", seller_share: "12.345" }, "seller_share"],
    ] as const) {
      const res = await call<{ errors: Record<string, unknown> }>(admin, `/admin/coupons/${own.id}/funding`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await audited()).toBe(n);
    expect((await database.db.select().from(coupons).where(eq(coupons.id, own.id)))[0]).toMatchObject({
      fundedBy: null,
      sellerShareBp: null,
    });

    const saved = await call<{ coupon: Row }>(admin, `/admin/coupons/${own.id}/funding`, { funded_by: "shared", seller_share: "30" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coupon).toMatchObject({ funded_by: "shared", seller_share: "30.00", platform_part: "70.00" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "coupon.funding"), eq(auditLog.targetId, String(own.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorEmail: "admin@example.com", before: { funded_by: "default" }, after: { funded_by: "shared" } });

    const after = await buy(app, database, seller, 2, own.code);
    expect(await lineOf(database, after.order.id)).toMatchObject({ platformFundedDiscountCents: 700, sellerFundedDiscountCents: 300 });
    // the order placed before keeps who paid
    expect(await lineOf(database, before.order.id)).toMatchObject({ platformFundedDiscountCents: 0, sellerFundedDiscountCents: 1000 });

    // back to its kind's default: the seller's again
    await call(admin, `/admin/coupons/${own.id}/funding`, { funded_by: "default" });
    expect((await listed()).find((c) => c.id === own.id)).toMatchObject({ funded_by: "default", platform_part: "0.00" });
  });

  it("the operator makes and edits a marketplace coupon with the sellers' form; a shop's coupon is not theirs to edit", async () => {
    const made = await call<{ coupon: Row & { discount_value: string } }>(admin, "/admin/coupons", {
      code: `mkt${process.pid}`,
      title: "Marketplace week",
      discount_type: "percentage",
      discount_value: "12",
      is_active: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.coupon).toMatchObject({ code: `MKT${process.pid}`, shop_id: null, platform_part: "100.00", discount_value: "12.00" });
    expect((await listed("marketplace")).map((c) => c.id)).toContain(made.body.coupon.id);
    expect((await listed("shops")).map((c) => c.id)).not.toContain(made.body.coupon.id);
    const id = made.body.coupon.id;
    const edited = await call(admin, `/admin/coupons/${id}`, {
      code: `MKT${process.pid}`,
      discount_type: "flat",
      discount_value: "5",
      is_active: true,
    });
    expect(edited.status).toBe(200);
    expect((await database.db.select().from(coupons).where(eq(coupons.id, id)))[0]).toMatchObject({
      discountType: "flat",
      discountValue: 500,
    });
    // the same code again, a bad value: 422, nothing saved
    const dup = await call<{ errors: Record<string, unknown> }>(admin, "/admin/coupons", {
      code: `MKT${process.pid}`,
      discount_type: "flat",
      discount_value: "-1",
      is_active: true,
    });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors)).toEqual(["discount_value"]);
    const seller = await freshSeller(app, database, world.child.id);
    const theirs = await makeCoupon(database.db, { shopId: seller.shopId });
    expect((await call(admin, `/admin/coupons/${theirs.id}`, { code: "TAKEN1", discount_type: "flat", discount_value: "1" })).status).toBe(
      404,
    );
    expect((await call(admin, "/admin/coupons/999999999/funding", { funded_by: "platform" })).status).toBe(404);
    // nobody but an operator
    const { client: shopper } = await signUp(app);
    expect((await call(shopper, "/admin/coupons/list")).status).toBe(404);
    expect((await call(seller.client, `/admin/coupons/${theirs.id}/funding`, { funded_by: "platform" })).status).toBe(404);
    expect((await database.db.select().from(coupons).where(eq(coupons.id, theirs.id)))[0].fundedBy).toBeNull();
  });
});
