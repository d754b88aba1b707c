import { readFileSync } from "node:fs";
import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import { beforeAll, expect, it } from "vitest";
import { type Database, type DatabaseHandle, rowsOf } from "../../db/client";
import {
  affiliateWithdrawals,
  attributes,
  attributeValues,
  auditLog,
  banners,
  brands,
  campaigns,
  categories,
  classifiedAds,
  colors,
  coupons,
  jobs,
  orders,
  payments,
  payoutBatches,
  products,
  refundRequests,
  sellerPayouts,
  sessions,
  settings,
  shipments,
  shippingProfiles,
  shops,
  sliders,
  users,
  videoShoppings,
  walletRecharges,
} from "../../db/schema";
import { OPERATOR_PERMISSIONS, type Permission } from "../../domain/accounts/require-admin";
import { DEMO_PARTNER } from "../../seed/demo-approvals";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { BACK_OFFICE_RULES, type Fixture, type RouteRule } from "../setup/back-office-rules";
import { editorialSpares } from "../setup/editorial-rules";
import { present } from "../setup/present";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const REFUSED = [401, 403, 404];

/** One table's rows (the named columns, else whole rows) in a stable order, as one digest. */
const digest = (table: AnyPgTable, order: AnyPgColumn, columns?: AnyPgColumn[]): SQL =>
  columns
    ? sql`(select md5(coalesce(string_agg(row(${sql.join(columns, sql`, `)})::text, '|' order by ${order}), '')) from ${table})`
    : sql`(select md5(coalesce(string_agg(t::text, '|' order by ${sql.identifier(order.name)}), '')) from ${table} t)`;

/** Everything a back-office call may change, as one comparable text: one query, one round trip. */
async function fingerprint(db: Database): Promise<string> {
  const parts = [
    sql`(select count(*)::text from ${auditLog})`,
    digest(jobs, jobs.id, [jobs.id, jobs.state]),
    digest(products, products.id, [products.id, products.approval, products.status, products.updatedAt]),
    digest(coupons, coupons.id, [coupons.id, coupons.code, coupons.endsAt]),
    digest(sellerPayouts, sellerPayouts.id, [sellerPayouts.id, sellerPayouts.status]),
    digest(walletRecharges, walletRecharges.id, [walletRecharges.id, walletRecharges.status]),
    digest(affiliateWithdrawals, affiliateWithdrawals.id, [affiliateWithdrawals.id, affiliateWithdrawals.status]),
    digest(classifiedAds, classifiedAds.id, [classifiedAds.id, classifiedAds.status]),
    digest(payments, payments.id, [payments.id, payments.status]),
    digest(shops, shops.id, [shops.id, shops.verifiedAt, shops.rejectedAt]),
    digest(users, users.id, [users.id, users.status, users.role, users.staffPermissions]),
    digest(settings, settings.key, [settings.key, settings.value]),
    digest(sliders, sliders.id),
    digest(banners, banners.id),
    digest(orders, orders.id, [orders.id, orders.status, orders.paymentStatus]),
    digest(refundRequests, refundRequests.id, [refundRequests.id, refundRequests.status]),
    digest(categories, categories.id),
    digest(brands, brands.id),
    digest(colors, colors.id),
    digest(attributes, attributes.id),
    digest(attributeValues, attributeValues.id),
  ];
  const [row] = rowsOf<{ fingerprint: string }>(await db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as fingerprint`));
  return row.fingerprint;
}

/** The app's registered back-office routes as "METHOD /path" (middleware excluded). */
function backOfficeRoutes(app: TestApp & { routes?: { method: string; path: string }[] }): string[] {
  const routes = (app as unknown as { routes: { method: string; path: string }[] }).routes;
  const keys = routes
    .filter((r) => r.method !== "ALL" && (r.path.startsWith("/admin/") || r.path.startsWith("/seller/")))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/**
 * Issue 19, item 3: every back-office route has a rule (tests/setup/back-office-rules.ts), and
 * for each one the callers without the right get 401/403/404 with nothing changed, while the
 * allowed callers are not refused.
 */
describeOnDatabases("back-office permissions", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let fixture: Fixture;
  const as: Record<string, TestClient> = {};
  const staffWith: Partial<Record<Permission, TestClient>> = {};
  const staffWithout: Partial<Record<Permission, TestClient>> = {};
  const withOnly = (p: Permission) => present(staffWith[p], `the staff account with only ${p}`);
  const withAllBut = (p: Permission) => present(staffWithout[p], `the staff account without ${p}`);

  async function staffClient(permissions: string[]) {
    const { client, userId } = await signUp(app);
    await database.db.update(users).set({ role: "staff", staffPermissions: permissions }).where(eq(users.id, userId));
    return client;
  }
  async function demoClient(email: string, password: string) {
    const client = await guest(app);
    expect((await signIn(client, email, password)).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    const db = database.db;
    as.guest = await guest(app);
    as.customer = (await signUp(app)).client;
    as.seller = await demoClient("seller@example.com", "seller123");
    as.otherSeller = await demoClient("seller2@example.com", "seller123");
    as.admin = await demoClient("admin@example.com", "admin123");
    for (const p of OPERATOR_PERMISSIONS) {
      staffWith[p] = await staffClient([p]);
      staffWithout[p] = await staffClient(OPERATOR_PERMISSIONS.filter((q) => q !== p));
    }
    as.staffAll = await staffClient([...OPERATOR_PERMISSIONS]);

    const [seller] = await db.select().from(users).where(eq(users.email, "seller@example.com"));
    const [shop] = await db.select().from(shops).where(eq(shops.ownerId, seller.id));
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), eq(orders.status, "delivered")))
      .limit(1);
    expect(order, "the demo seller has a delivered order").toBeDefined();
    const [refund] = await db
      .insert(refundRequests)
      .values({ orderId: order.id, userId: null, reason: "Broken on arrival", amountCents: order.totalCents })
      .returning();
    const [pendingShop] = await db.select().from(shops).where(isNull(shops.verifiedAt)).orderBy(asc(shops.id)).limit(1);
    const [partner] = await db.select().from(users).where(eq(users.email, DEMO_PARTNER.email));
    const [recharge] = await db.select().from(walletRecharges).where(eq(walletRecharges.userId, partner.id));
    const [withdrawal] = await db.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.userId, partner.id));
    const [payment] = await db.select().from(payments).where(eq(payments.status, "awaiting_approval"));
    const [ad] = await db.select().from(classifiedAds).where(eq(classifiedAds.status, "pending"));
    fixture = {
      editorial: { spares: await editorialSpares(db) },
      sellerUserId: seller.id,
      sellerOrderCode: order.code,
      sellerParcelId: (await db.insert(shipments).values({ orderId: order.id, carrier: "other" }).returning())[0].id,
      shippingProfileId: (await db.insert(shippingProfiles).values({ shopId: shop.id, name: "Fixture", zones: [] }).returning())[0].id,
      refundId: refund.id,
      pendingShopId: pendingShop.id,
      rechargeId: recharge.id,
      withdrawalId: withdrawal.id,
      adId: ad.id,
      paymentId: payment.id,
      banTargetId: (await signUp(app)).userId,
      staffTargetId: (await signUp(app)).userId,
      sellerCouponId: (await db.select().from(coupons).where(eq(coupons.shopId, shop.id)).limit(1))[0].id,
      marketplaceCouponId: (await db.select().from(coupons).where(isNull(coupons.shopId)).limit(1))[0].id,
      spareCouponId: await spareCoupon(db, shop.id),
      campaignId: (await db.select().from(campaigns).limit(1))[0].id,
      sellerProductId: (await db.select().from(products).where(eq(products.shopId, shop.id)).limit(1))[0].id,
      pendingProductId: (
        await db
          .update(products)
          .set({ approval: "pending" })
          .where(eq(products.id, (await db.select().from(products).where(eq(products.shopId, shop.id)).offset(1).limit(1))[0].id))
          .returning()
      )[0].id,
      payoutId: (await db.select().from(sellerPayouts).where(eq(sellerPayouts.status, "pending")).limit(1))[0].id,
      ...(await paidBatch(db, shop.id, seller.id)),
      // a shopping video made the demo seller's (the demo's videos belong to several shops)
      sellerVideoId: (
        await db
          .update(videoShoppings)
          .set({ userId: seller.id })
          .where(eq(videoShoppings.id, (await db.select({ id: videoShoppings.id }).from(videoShoppings).limit(1))[0].id))
          .returning({ id: videoShoppings.id })
      )[0].id,
      ...(await homeContentFixture(db)),
      usedCategoryId: (await db.select({ id: products.categoryId }).from(products).limit(1))[0].id,
      usedBrandId: present(
        (await db.select({ id: products.brandId }).from(products).where(isNotNull(products.brandId)).limit(1))[0]?.id,
        "a product's brand",
      ),
      usedColourId: (
        await db
          .select({ id: colors.id })
          .from(colors)
          .where(sql`exists (select 1 from products where ${colors.id} = any(products.color_ids))`)
          .limit(1)
      )[0].id,
      usedAttributeId: (
        await db
          .select({ id: attributeValues.attributeId })
          .from(attributeValues)
          .where(
            sql`exists (select 1 from product_variants v where ${attributeValues.id} = any(v.attribute_value_ids)) or exists (select 1 from products p where ${attributeValues.id} = any(p.attribute_value_ids))`,
          )
          .limit(1)
      )[0].id,
      deadJobId: (
        await db
          .insert(jobs)
          .values({ kind: "mail", state: "dead", attempts: 8, payload: { to: "x@example.com", subject: "Hi" }, lastError: "550" })
          .returning()
      )[0].id,
    };
    // the owner of a shop that awaits verification (not the one the verify and reject calls act on)
    const [awaiting] = await db
      .select({ email: users.email })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(and(isNull(shops.verifiedAt), ne(shops.id, pendingShop.id)))
      .limit(1);
    as.awaitingSeller = await demoClient(awaiting.email, "seller123");
  }, 240_000);

  /** A home slide and banner, and spare ones for the delete calls (one per caller). */
  async function homeContentFixture(db: Database) {
    const spares = async (table: typeof sliders | typeof banners) =>
      (
        await db
          .insert(table)
          .values(Array.from({ length: 8 }, (_, i) => ({ image: "demo/spare", link: "/", position: 100 + i })))
          .returning()
      ).map((r) => r.id);
    const [slider] = await db.insert(sliders).values({ image: "demo/slide", link: "/" }).returning();
    const [banner] = await db.insert(banners).values({ image: "demo/banner", link: "/" }).returning();
    return { sliderId: slider.id, bannerId: banner.id, spareSliderIds: await spares(sliders), spareBannerIds: await spares(banners) };
  }

  /** A coupon of the shop made for the delete call (the same terms as one of its own, a new code, unused). */
  async function spareCoupon(db: Database, shopId: number) {
    const [model] = await db.select().from(coupons).where(eq(coupons.shopId, shopId)).limit(1);
    const { id: _id, ...rest } = model;
    const [row] = await db
      .insert(coupons)
      .values({ ...rest, code: `SPARE${Date.now() % 100000}`, usedCount: 0 })
      .returning({ id: coupons.id });
    return row.id;
  }

  /** Who is refused and who is allowed under a rule. */
  function callers(rule: RouteRule): { refused: [string, TestClient][]; allowed: [string, TestClient][] } {
    const who = rule.who;
    if (who === "public")
      return {
        refused: [],
        allowed: [
          ["guest", as.guest],
          ["customer", as.customer],
        ],
      };
    if ("centre" in who) {
      const refused: [string, TestClient][] = [
        ["guest", as.guest],
        ["customer", as.customer],
        ["a seller whose shop awaits verification", as.awaitingSeller],
        ["staff with every permission", as.staffAll],
      ];
      if (who.centre === "owner") refused.push(["another seller", as.otherSeller]);
      return { refused, allowed: [["the seller", as.seller]] };
    }
    if ("seller" in who) {
      const refused: [string, TestClient][] = [
        ["guest", as.guest],
        ["customer", as.customer],
        ["staff without orders", withAllBut("orders")],
      ];
      if (who.seller === "owner") refused.push(["another seller", as.otherSeller]);
      return {
        refused,
        allowed: [
          ["staff with orders", withOnly("orders")],
          ["the seller", as.seller],
          ["admin", as.admin],
        ],
      };
    }
    const refused: [string, TestClient][] = [
      ["guest", as.guest],
      ["customer", as.customer],
      ["seller", as.seller],
    ];
    if (who.operator === "admin")
      return { refused: [...refused, ["staff with every permission", as.staffAll]], allowed: [["admin", as.admin]] };
    if (who.operator === "operator")
      return {
        refused,
        allowed: [
          ["staff", withOnly("approvals")],
          ["admin", as.admin],
        ],
      };
    return {
      refused: [...refused, [`staff without ${who.operator}`, withAllBut(who.operator)]],
      allowed: [
        [`staff with ${who.operator}`, withOnly(who.operator)],
        ["admin", as.admin],
      ],
    };
  }

  async function call(client: TestClient, rule: RouteRule, method: string) {
    const { path, json } = rule.call(fixture);
    return client.request(path, method === "GET" ? {} : { method, json: json ?? {} });
  }

  it("every /admin/ and /seller/ route of the app has a rule (add one in tests/setup/back-office-rules.ts)", () => {
    const routes = backOfficeRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !BACK_OFFICE_RULES[r])).toEqual([]);
    // and no rule is left for a route that is gone
    expect(Object.keys(BACK_OFFICE_RULES).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it("no back-office GET call has the path of a console page (the page would answer JSON)", () => {
    const routesFile = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
    const pages = [...routesFile.matchAll(/route\("([\w-]+)", "routes\/(admin|seller)\//g)].map((m) => `/${m[2]}/${m[1]}`);
    expect(pages.length).toBeGreaterThan(3);
    expect(backOfficeRoutes(app).filter((r) => r.startsWith("GET ") && pages.includes(r.split(" ")[1]))).toEqual([]);
  });

  it("for every route: the refused callers get 401/403/404 and nothing changes; the allowed callers are not refused", async () => {
    const problems: string[] = [];
    // the fingerprint sees a change (an order's status), and the same again once it is undone
    const [order] = await database.db.select().from(orders).where(eq(orders.code, fixture.sellerOrderCode));
    let before: string | undefined = await fingerprint(database.db);
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    expect(await fingerprint(database.db)).not.toBe(before);
    await database.db.update(orders).set({ status: order.status }).where(eq(orders.id, order.id));
    expect(await fingerprint(database.db)).toBe(before);
    for (const key of backOfficeRoutes(app)) {
      const rule = BACK_OFFICE_RULES[key];
      if (!rule) continue;
      const method = key.split(" ")[0];
      const { refused, allowed } = callers(rule);
      for (const [name, client] of refused) {
        // what the last refused call left is what this one starts from: only an allowed call changes it
        before ??= await fingerprint(database.db);
        const res = await call(client, rule, method);
        if (!REFUSED.includes(res.status)) problems.push(`${key} as ${name}: ${res.status}, expected 401/403/404`);
        const after = await fingerprint(database.db);
        if (after !== before) problems.push(`${key} as ${name}: something changed`);
        before = after;
      }
      if (allowed.length) before = undefined;
      for (const [name, client] of allowed) {
        const res = await call(client, rule, method);
        const ok = !REFUSED.includes(res.status) && (res.status < 500 || (key === "POST /admin/broadcast" && res.status === 503));
        if (!ok) problems.push(`${key} as ${name}: refused with ${res.status} ${(await res.text()).slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("a banned staff member's session stops working at once; only an admin bans staff, nobody bans an admin", async () => {
    const { client: staff, userId } = await signUp(app);
    await database.db
      .update(users)
      .set({ role: "staff", staffPermissions: ["audit", "users"] })
      .where(eq(users.id, userId));
    expect((await staff.request("/admin/audit-log/entries")).status).toBe(200);
    // staff with `users` may not ban staff or an admin, nor themselves
    expect((await withOnly("users").request(`/admin/users/${userId}/ban`, { method: "POST", json: {} })).status).toBe(403);
    const [admin] = await database.db.select().from(users).where(eq(users.email, "admin@example.com"));
    expect((await staff.request(`/admin/users/${admin.id}/ban`, { method: "POST", json: {} })).status).toBe(403);
    expect((await staff.request(`/admin/users/${userId}/ban`, { method: "POST", json: {} })).status).toBe(403);
    const banned = await as.admin.request(`/admin/users/${userId}/ban`, { method: "POST", json: {} });
    expect(banned.status).toBe(200);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await staff.request("/admin/audit-log/entries")).status).toBe(404);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row.status).toBe("banned");
  });
});

/** A paid payout batch of the demo seller's shop with one payout (decision 073), for the batch calls. */
async function paidBatch(db: Database, shopId: number, userId: number) {
  const [batch] = await db
    .insert(payoutBatches)
    .values({ runDate: "2030-01-07", method: "bank_transfer", status: "paid", currencyCode: "USD", totalMinor: 1500, payoutCount: 1 })
    .returning();
  const [payout] = await db
    .insert(sellerPayouts)
    .values({ shopId, userId, amountMinor: 1500, currencyCode: "USD", payoutDetails: "batch", status: "paid", batchId: batch.id })
    .returning();
  return { payoutBatchId: batch.id, batchPayoutId: payout.id };
}
