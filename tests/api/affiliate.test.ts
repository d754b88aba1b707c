import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { affiliateClicks, ledgerEntries, orders, users } from "../../db/schema";
import type { Ctx } from "../../domain/context";
import { balanceOf } from "../../domain/ledger/book";
import { checkBalances } from "../../domain/ledger/check-balances";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import { saveSetting } from "../../domain/settings/save-setting";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { affiliateBalance, newAffiliate, referredPurchase } from "../setup/affiliate-fixture";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop } from "../setup/order-fixture";
import { askRefund, deliverAsSeller } from "../setup/refund-fixture";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The affiliate program (issue 16 item 6, decision 030): joining, links, `?ref=` attribution, commission on delivery, reversal on refund. */
describeOnDatabases("affiliate program", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Ctx;
  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database));
  });
  /** The commission held for the return window (decision 071) and what its job frees at the window's end. */
  const heldCommission = async (userId: number) => (await balanceOf(database.db, userId, "affiliate_pending")).balanceMinor;
  const release = (orderId: number) => database.db.transaction((tx) => releaseOrderEarnings(ctx, tx, orderId));

  it("the terms come from settings; a new account with user_type affiliate-register is a member with a code", async () => {
    const terms = await call(await guest(app), "/affiliate/program");
    expect(terms.status).toBe(200);
    expect(terms.body).toEqual({ terms: { commission_rate: "5.00", cookie_days: 30, min_withdrawal: "10.00" }, member: false });
    const member = await newAffiliate(app, database.db);
    expect(member.body).toMatchObject({ type: "affiliate", success: expect.any(String), user: { id: member.userId } });
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, member.userId));
    expect(row.role).toBe("affiliate");
    expect((await call(member.client, "/affiliate/program")).body.member).toBe(true);
    const dashboard = await call(member.client, "/user/affiliate-dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      affiliate: { code: member.code, link: `http://localhost/?ref=${member.code}`, joined_at: expect.any(String) },
      terms: { commission_rate: "5.00" },
      summary: { clicks: 0, orders: 0, pending: "0.00", booked: "0.00", reversed: "0.00", balance: "0.00", held: "0.00" },
      orders: [],
      withdrawals: { data: [], total: 0 },
    });
  });

  it("a signed-in customer joins from the page and keeps buying as a customer; joining again changes nothing", async () => {
    const { client, userId } = await signUp(app);
    expect((await call(client, "/user/affiliate-dashboard")).status).toBe(403);
    const joined = await call(client, "/user/affiliate-join", {});
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.affiliate).toMatchObject({ code: expect.stringMatching(/^[A-Z0-9]{8}$/), link: expect.stringContaining("?ref=") });
    const again = await call(client, "/user/affiliate-join", {});
    expect(again.body.affiliate.code).toBe(joined.body.affiliate.code);
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    expect(row.role).toBe("customer");
    expect((await call(await guest(app), "/user/affiliate-join", {})).status).toBe(401);
  });

  it("links to any storefront page, paginated in the PaginateResource shape, each with its clicks", async () => {
    const member = await newAffiliate(app, database.db);
    const product = await productOfShop(database.db);
    const made = await call(member.client, "/user/affiliate-links", { url: `/product/${product.slug}?color=2&ref=OLDCODE1` });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.link).toMatchObject({
      path: `/product/${product.slug}?color=2`,
      url: `http://localhost/product/${product.slug}?color=2&ref=${member.code}`,
      clicks: 0,
    });
    // a full address of this shop is the same link; another host, the account area or nonsense is refused
    const same = await call(member.client, "/user/affiliate-links", { url: `http://localhost/product/${product.slug}?color=2` });
    expect(same.body.link.id).toBe(made.body.link.id);
    for (const url of [
      "https://evil.example/product/x",
      "/admin/wallet-recharges",
      "/user/dashboard",
      "",
      "javascript:alert(1)",
      null,
      ["/x"],
    ]) {
      const bad = await call(member.client, "/user/affiliate-links", { url });
      expect(bad.status, `${url}: ${JSON.stringify(bad.body)}`).toBe(422);
      expect(bad.body.errors.url[0]).toEqual(expect.any(String));
    }
    for (let i = 0; i < 11; i++) await call(member.client, "/user/affiliate-links", { url: `/category/c-${i}` });
    // two visitors follow the product link, one of them twice: two clicks
    const first = await guest(app);
    for (const visitor of [first, first, await guest(app)]) await visitor.request(`/product/${product.slug}?color=2&ref=${member.code}`);
    const page1 = await call(member.client, "/user/affiliate-links?page=1");
    expect(page1.status).toBe(200);
    expect(Object.keys(page1.body.links).sort()).toEqual([
      "count",
      "current_page",
      "data",
      "last_page",
      "per_page",
      "total",
      "total_pages",
    ]);
    expect(page1.body.links).toMatchObject({ total: 12, count: 10, per_page: 10, current_page: 1, total_pages: 2, last_page: 2 });
    const page2 = await call(member.client, "/user/affiliate-links?page=2");
    expect(page2.body.links.data).toHaveLength(2);
    expect(page2.body.links.data.find((l: { path: string }) => l.path.startsWith("/product/"))).toMatchObject({ clicks: 2 });
  });

  it("?ref= keeps the code 30 days in a cookie (last click wins), counts the click, never for one's own code", async () => {
    const a = await newAffiliate(app, database.db);
    const b = await newAffiliate(app, database.db);
    const visitor = await guest(app);
    const res = await visitor.request(`/blogs?ref=${a.code.toLowerCase()}`);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("bz_ref="))).toMatch(
      new RegExp(`^bz_ref=${a.code}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`),
    );
    await visitor.request(`/?ref=${b.code}`);
    expect(visitor.cookie).toContain(`bz_ref=${b.code}`);
    // unknown or malformed codes set nothing; the affiliate's own code neither sets nor counts
    for (const code of ["NOPE2345", "x", "<script>"]) {
      const r = await (await guest(app)).request(`/?ref=${encodeURIComponent(code)}`);
      expect(r.headers.getSetCookie().some((c) => c.startsWith("bz_ref="))).toBe(false);
    }
    const own = await a.client.request(`/?ref=${a.code}`);
    expect(own.headers.getSetCookie().some((c) => c.startsWith("bz_ref="))).toBe(false);
    const clicks = await database.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, a.userId));
    expect(clicks.map((c) => c.path)).toEqual(["/blogs"]);
    // a shorter cookie life from settings
    await saveSetting(ctx, { key: "affiliate_cookie_days", value: 7 });
    try {
      const r = await (await guest(app)).request(`/?ref=${a.code}`);
      expect(r.headers.getSetCookie().find((c) => c.startsWith("bz_ref="))).toContain("Max-Age=604800");
    } finally {
      await saveSetting(ctx, { key: "affiliate_cookie_days", value: 30 });
    }
  });

  it("a referred order remembers its affiliate on every split order; delivery books 5% of its goods once", async () => {
    const member = await newAffiliate(app, database.db);
    // two shops in one checkout: two orders, both attributed
    const buyer = await guest(app);
    await buyer.request(`/?ref=${member.code}`);
    const one = await productOfShop(database.db, { priceCents: 1999, shopIndex: 0 });
    const two = await productOfShop(database.db, { priceCents: 1000, shopIndex: 1 });
    const placed = await placeOrderAs(database.db, buyer, [
      { id: one.id, quantity: 3 },
      { id: two.id, quantity: 1 },
    ]);
    expect(placed.orders).toHaveLength(2);
    expect(placed.orders.map((o) => o.affiliateUserId)).toEqual([member.userId, member.userId]);
    const pending = await call(member.client, "/user/affiliate-dashboard");
    expect(pending.body.summary).toMatchObject({ orders: 2, pending: "3.49", booked: "0.00" });
    expect(pending.body.orders[0]).toMatchObject({ status: "pending", commission_state: "pending" });

    const bought = await referredPurchase(app, database.db, { code: member.code, priceCents: 1999, quantity: 3 });
    const order = bought.orders[0];
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const goods = row.totalCents - row.shippingCents - row.taxCents;
    expect(goods).toBe(5997);
    // ⌊5997 × 5 ÷ 100⌋ = 299 (a fraction of a cent is not paid), held until the return window ends
    expect(await heldCommission(member.userId)).toBe(299);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    const [entry] = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `affiliate-commission-order-${order.id}`));
    expect(entry).toMatchObject({ kind: "affiliate_commission", amountMinor: 299, refType: "order", refId: order.id, currencyCode: "USD" });
    // moving it again books nothing more
    await call(bought.seller, `/seller/orders/${order.code}/status`, { status: "delivered" });
    expect(await heldCommission(member.userId)).toBe(299);
    const held = await call(member.client, "/user/affiliate-dashboard");
    expect(held.body.summary).toMatchObject({ orders: 3, booked: "2.99", balance: "0.00", in_return_window: "2.99" });
    // the return window ends: the commission is freed, once
    expect(await release(order.id)).toEqual({ points: 0, commission: 299 });
    expect(await release(order.id)).toEqual({ points: 0, commission: 0 });
    expect(await heldCommission(member.userId)).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(299);
    const after = await call(member.client, "/user/affiliate-dashboard");
    expect(after.body.summary).toMatchObject({ orders: 3, booked: "2.99", balance: "2.99", in_return_window: "0.00", clicks: 2 });
    expect(after.body.orders[0]).toMatchObject({
      code: order.code,
      status: "delivered",
      amount: "59.97",
      commission: "2.99",
      commission_state: "booked",
    });
    expect(JSON.stringify(after.body.orders)).not.toContain("@");
  });

  it("no self-referral: an affiliate's own orders (by account or by e-mail as a guest) earn nothing", async () => {
    const member = await newAffiliate(app, database.db);
    const other = await newAffiliate(app, database.db);
    // the member carries another's code but buys with their own account: attributed to the other, fine;
    // with their own code in the cookie (set by hand) nothing is attributed
    member.client.cookie += `; bz_ref=${member.code}`;
    const own = await referredPurchase(app, database.db, { code: member.code, buyer: member.client });
    expect(own.orders[0].affiliateUserId).toBeNull();
    const asGuest = await guest(app);
    asGuest.cookie += `; bz_ref=${member.code}`;
    const product = await productOfShop(database.db);
    const placed = await placeOrderAs(database.db, asGuest, [{ id: product.id }], { email: member.email });
    expect(placed.orders[0].affiliateUserId).toBeNull();
    const fair = await referredPurchase(app, database.db, { code: other.code, buyer: member.client });
    expect(fair.orders[0].affiliateUserId).toBe(other.userId);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
  });

  it("an accepted refund takes the commission back once", async () => {
    const member = await newAffiliate(app, database.db);
    const { client: buyer } = await signUp(app);
    const bought = await referredPurchase(app, database.db, { code: member.code, buyer, priceCents: 10000, quantity: 1 });
    // inside the return window the commission is held; the refund takes it back exactly from there
    expect(await heldCommission(member.userId)).toBe(500);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    const asked = await askRefund(buyer, { order_id: bought.orders[0].id, reason: "It arrived broken in two places." });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await call(bought.seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {})).status).toBe(200);
    await call(bought.seller, `/seller/refund-requests/${asked.body.refund.id}/accept`, {});
    expect(await heldCommission(member.userId)).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    // the window's end frees nothing of a refunded order
    expect(await release(bought.orders[0].id)).toEqual({ points: 0, commission: 0 });
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    const dash = (await call(member.client, "/user/affiliate-dashboard")).body;
    expect(dash.summary).toMatchObject({ booked: "5.00", reversed: "5.00", balance: "0.00" });
    expect(dash.orders[0]).toMatchObject({ commission_state: "reversed" });
    expect(await checkBalances(database.db)).toEqual([]);
  });

  it("an order not delivered earns nothing yet; delivered but unpaid neither; paid and delivered it is held, then freed", async () => {
    const member = await newAffiliate(app, database.db);
    const bought = await referredPurchase(app, database.db, { code: member.code, deliver: false });
    const order = bought.orders[0];
    expect(order.affiliateUserId).toBe(member.userId);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    // cash on delivery delivered but not yet marked paid: no commission at all
    await deliverAsSeller(bought.seller, order.code);
    expect(await heldCommission(member.userId)).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    expect(
      await database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `affiliate-commission-order-${order.id}`)),
    ).toEqual([]);
    expect(await release(order.id)).toEqual({ points: 0, commission: 0 });
    // the cash is in: the commission is booked, held for the return window
    const paid = await call(bought.seller, `/seller/orders/${order.code}/status`, { payment_status: "paid" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await heldCommission(member.userId)).toBe(200);
    expect(await affiliateBalance(database.db, member.userId)).toBe(0);
    expect(await release(order.id)).toEqual({ points: 0, commission: 200 });
    expect(await heldCommission(member.userId)).toBe(0);
    expect(await affiliateBalance(database.db, member.userId)).toBe(200);
  });
});
