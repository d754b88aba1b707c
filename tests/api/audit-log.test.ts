import { asc, count, desc, eq, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import {
  affiliateWithdrawals,
  auditLog,
  banners,
  classifiedAds,
  coupons,
  orders,
  payments,
  refundRequests,
  shops,
  sliders,
  users,
  walletRecharges,
} from "../../db/schema";
import { DEMO_PARTNER, DEMO_STAFF } from "../../seed/demo-approvals";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { BACK_OFFICE_RULES, type Fixture } from "../setup/back-office-rules";
import { editorialSpares } from "../setup/editorial-rules";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 19: every operator write leaves one audit entry (who, what, when, before and after); the log is paged and filtered. */
describeOnDatabases("the audit log", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  const last = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("an approval is recorded once with who, what, when, before and after; a repeat or a refused call adds nothing", async () => {
    const db = database.db;
    const [partner] = await db.select().from(users).where(eq(users.email, DEMO_PARTNER.email));
    const [recharge] = await db.select().from(walletRecharges).where(eq(walletRecharges.userId, partner.id));
    const n = await entries();
    expect((await admin.request(`/admin/wallet-recharges/${recharge.id}/approve`, { method: "POST", json: {} })).status).toBe(200);
    const entry = await last();
    expect(entry).toMatchObject({
      actorEmail: "admin@example.com",
      action: "wallet_recharge.approve",
      targetType: "wallet_recharge",
      targetId: String(recharge.id),
      before: { status: "pending" },
      after: { status: "approved", amount_minor: 5000 },
    });
    expect(entry.createdAt).toBeInstanceOf(Date);
    // the same decision again changes nothing and records nothing; a bad input (422) neither
    expect((await admin.request(`/admin/wallet-recharges/${recharge.id}/approve`, { method: "POST", json: {} })).status).toBe(200);
    const [ad] = await db.select().from(classifiedAds).where(eq(classifiedAds.status, "pending"));
    expect((await admin.request(`/admin/classified-ads/${ad.id}/reject`, { method: "POST", json: { reason: "" } })).status).toBe(422);
    // a customer's try is refused and not recorded
    const { client: customer } = await signUp(app);
    expect((await customer.request(`/admin/classified-ads/${ad.id}/approve`, { method: "POST", json: {} })).status).toBe(404);
    expect(await entries()).toBe(n + 1);
  });

  it("every operator write of the permission table leaves exactly one entry when it changes something", async () => {
    const db = database.db;
    const [seller] = await db.select().from(users).where(eq(users.email, "seller@example.com"));
    const [shop] = await db.select().from(shops).where(eq(shops.ownerId, seller.id));
    const [order] = await db.select().from(orders).where(eq(orders.shopId, shop.id)).orderBy(asc(orders.id)).limit(1);
    const [refund] = await db
      .insert(refundRequests)
      .values({ orderId: order.id, reason: "Late", amountCents: order.totalCents })
      .returning();
    const [pendingShop] = await db.select().from(shops).where(isNull(shops.verifiedAt)).orderBy(asc(shops.id)).limit(1);
    const [partner] = await db.select().from(users).where(eq(users.email, DEMO_PARTNER.email));
    const [withdrawal] = await db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.userId, partner.id));
    const [payment] = await db.select().from(payments).where(eq(payments.status, "awaiting_approval"));
    const [ad] = await db.select().from(classifiedAds).where(eq(classifiedAds.status, "pending"));
    const fixture: Fixture = {
      sellerUserId: seller.id,
      sellerOrderCode: order.code,
      sellerParcelId: 0,
      shippingProfileId: 0,
      refundId: refund.id,
      pendingShopId: pendingShop.id,
      rechargeId: 0,
      sellerVideoId: 0,
      payoutBatchId: 0,
      batchPayoutId: 0,
      withdrawalId: withdrawal.id,
      adId: ad.id,
      paymentId: payment.id,
      banTargetId: (await signUp(app)).userId,
      staffTargetId: (await signUp(app)).userId,
      deadJobId: 0,
      sellerCouponId: 0,
      spareCouponId: 0,
      marketplaceCouponId: (await database.db.select().from(coupons).where(isNull(coupons.shopId)).limit(1))[0].id,
      sellerProductId: 0,
      pendingProductId: 0,
      campaignId: 0,
      payoutId: 0,
      sliderId: (await db.insert(sliders).values({ image: "demo/slide", link: "/" }).returning())[0].id,
      bannerId: (await db.insert(banners).values({ image: "demo/banner", link: "/" }).returning())[0].id,
      spareSliderIds: [(await db.insert(sliders).values({ image: "demo/spare", link: "/" }).returning())[0].id],
      spareBannerIds: [(await db.insert(banners).values({ image: "demo/spare", link: "/" }).returning())[0].id],
      usedCategoryId: 0,
      usedBrandId: 0,
      usedColourId: 0,
      usedAttributeId: 0,
      editorial: { spares: await editorialSpares(db) },
    };
    const changed: string[] = [];
    for (const [key, rule] of Object.entries(BACK_OFFICE_RULES)) {
      if (!key.startsWith("POST ") || rule.who === "public") continue;
      const { path, json } = rule.call(fixture);
      const before = await entries();
      const res = await admin.request(path, { method: "POST", json: json ?? {} });
      const body = (await res.json()) as { repeated?: boolean };
      const written = (await entries()) - before;
      if (res.status === 200 && body.repeated !== true) {
        changed.push(key);
        expect(written, key).toBe(1);
        expect((await last()).actorEmail).toBe("admin@example.com");
      } else expect(written, `${key} answered ${res.status}`).toBe(0);
    }
    // the writes that changed something (the others were a second decision on the same target: 409)
    expect(changed).toEqual(
      expect.arrayContaining([
        "POST /admin/settings",
        "POST /admin/sellers/:id/verify",
        "POST /admin/users/:id/ban",
        "POST /admin/users/:id/unban",
        "POST /admin/users/:id/staff",
        "POST /admin/payments/:id/approve",
        "POST /admin/affiliate-withdrawals/:id/pay",
        "POST /admin/classified-ads/:id/approve",
      ]),
    );
  });

  it("the log is paged and filtered by actor and action; staff need the audit permission, others get 404", async () => {
    const all = await admin.request("/admin/audit-log/entries");
    expect(all.status).toBe(200);
    const body = await all.json();
    expect(body.total).toBe(await entries());
    expect(body.data[0].id).toBeGreaterThan(body.data.at(-1).id);
    expect(body.actions).toContain("wallet_recharge.approve");
    const byAction = await (await admin.request("/admin/audit-log/entries?action=wallet_recharge")).json();
    expect(byAction.data.length).toBeGreaterThan(0);
    expect(byAction.data.every((e: { action: string }) => e.action.startsWith("wallet_recharge."))).toBe(true);
    const byActor = await (await admin.request("/admin/audit-log/entries?actor=nobody-here")).json();
    expect(byActor.total).toBe(0);
    expect((await admin.request("/admin/audit-log/entries?action=DROP%20TABLE")).status).toBe(422);
    expect((await admin.request("/admin/audit-log/entries?page=0")).status).toBe(422);
    const staff = await guest(app);
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status).toBe(200);
    expect((await staff.request("/admin/audit-log/entries?actor=admin@")).status).toBe(200);
    expect((await staff.request("/admin/users/list")).status).toBe(403);
    const { client: customer } = await signUp(app);
    expect((await customer.request("/admin/audit-log/entries")).status).toBe(404);
  });
});
