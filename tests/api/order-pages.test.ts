import { existsSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { signedInvoiceUrl } from "../../domain/orders/order-notices";
import { TRACK_LIMIT } from "../../domain/orders/track-order";
import { pageContext } from "../../server/page-context";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { present } from "../setup/present";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

/** Invoices, the confirmation and tracking: only the buyer, the order's seller and admins see an order; everyone else a 404 like an unknown code. */
describeOnDatabases("order pages", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)),
    }));
  });

  const text = async (client: TestClient, url: string) => {
    const res = await client.request(url);
    return { status: res.status, body: await res.text() };
  };

  it("the buyer (account) sees the group invoice and each order's invoice, names in their language; others and unknown codes get one and the same 404", async () => {
    const a = await productOfShop(database.db, { priceCents: 2000, stock: 5 });
    const b = await productOfShop(database.db, { priceCents: 1500, stock: 5, shopIndex: 1 });
    const { client: buyer } = await signUp(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: a.id, quantity: 2 }, { id: b.id }]);

    const invoice = await call(buyer, `/user/get-invoices/${group.trxId}?lang=fa`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.guest).toBe(false);
    expect(invoice.body.orders.map((o: { code: string }) => o.code)).toEqual(orders.map((o) => o.code));
    const line = invoice.body.orders[0].order_details[0];
    expect(line.product_name).toMatch(/^ماگ \d+$/);
    expect(line).toMatchObject({ quantity: 2, unit_price: "20.00", price: "20.00", subtotal: "40.00" });
    expect(invoice.body.group).toMatchObject({ total_payable: "65.00", currency: { code: group.currencyCode } });
    expect((await call(buyer, `/user/get-invoices/${group.trxId}`, {})).status).toBe(200);

    const one = await call(buyer, `/user/invoice/${orders[1].code}`);
    expect(one.status).toBe(200);
    expect(one.body.order).toMatchObject({
      code: orders[1].code,
      status: "pending",
      total_payable: "20.00",
      shipping_address: { name: "Sara Buyer" },
    });
    expect(one.body.order.timeline).toEqual([expect.objectContaining({ status: "pending", payment_status: "unpaid" })]);
    expect(one.body.order.order_details).toHaveLength(1);

    const unknownGroup = await call(buyer, "/user/get-invoices/no-such-trx-id-123");
    const unknownOrder = await call(buyer, "/user/invoice/BZ-000000000000");
    expect(unknownGroup.status).toBe(404);
    expect(unknownOrder.status).toBe(404);
    const { client: otherUser } = await signUp(app);
    const otherGuest = await guest(app);
    for (const other of [otherUser, otherGuest]) {
      for (const method of ["GET", "POST"]) {
        const g = await other.request(`/user/get-invoices/${group.trxId}`, { method });
        expect(g.status).toBe(404);
        expect(await g.text()).toBe(JSON.stringify(unknownGroup.body));
        const o = await other.request(`/user/invoice/${orders[0].code}`, { method });
        expect(o.status).toBe(404);
        expect(await o.text()).toBe(JSON.stringify(unknownOrder.body));
      }
    }
  });

  it("a guest sees their invoice in their own session and with the signed link; a tampered or expired link opens nothing", async () => {
    const p = await productOfShop(database.db, { stock: 5 });
    const buyer = await guest(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: p.id }], { email: "guest-invoice@test.example" });
    const mine = await call(buyer, `/user/get-invoices/${group.trxId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.guest).toBe(true);
    expect((await call(buyer, `/user/invoice/${orders[0].code}`)).status).toBe(200);

    const stranger = await guest(app);
    const unknown = await call(stranger, "/user/get-invoices/no-such-trx-id-456");
    expect(await call(stranger, `/user/get-invoices/${group.trxId}`)).toEqual(unknown);

    const link = new URL(signedInvoiceUrl(ctx, group.trxId));
    const token = present(link.searchParams.get("t"), `the token in ${link}`);
    expect(link.pathname).toBe(`/invoice/${group.trxId}`);
    expect((await call(stranger, `/user/get-invoices/${group.trxId}?t=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await call(stranger, `/user/get-invoices/${group.trxId}`, { t: token })).status).toBe(200);
    expect((await call(stranger, `/user/invoice/${orders[0].code}?t=${encodeURIComponent(token)}`)).status).toBe(200);
    // the page the mail links to opens too, for this visitor only with the token
    expect((await text(stranger, `${link.pathname}${link.search}`)).status).toBe(200);
    expect((await text(stranger, link.pathname)).status).toBe(404);

    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const expired = ctx.signer.sign("invoice", group.trxId, new Date(Date.now() - 60_000));
    const otherGroup = ctx.signer.sign("invoice", "someone-elses-trx", new Date(Date.now() + 60_000));
    for (const t of [tampered, expired, otherGroup, "garbage"]) {
      expect(await call(stranger, `/user/get-invoices/${group.trxId}?t=${encodeURIComponent(t)}`)).toEqual(unknown);
    }
  });

  it("a seller sees only their own order of a group, with its figures; an admin sees the whole group", async () => {
    const a = await productOfShop(database.db, { priceCents: 3000, stock: 5 });
    const b = await productOfShop(database.db, { priceCents: 1000, stock: 5, shopIndex: 1 });
    const { client: buyer } = await signUp(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: a.id }, { id: b.id }]);
    const sellerA = await signedIn(app, a.ownerEmail, "seller123");
    const seen = await call(sellerA, `/user/get-invoices/${group.trxId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.orders.map((o: { code: string }) => o.code)).toEqual([orders[0].code]);
    expect(seen.body.group.total_payable).toBe("35.00");
    expect((await call(sellerA, `/user/invoice/${orders[0].code}`)).status).toBe(200);
    const unknown = await call(sellerA, "/user/invoice/BZ-000000000000");
    expect(await call(sellerA, `/user/invoice/${orders[1].code}`)).toEqual(unknown);
    const thirdSeller = await signedIn(app, (await productOfShop(database.db, { shopIndex: 2 })).ownerEmail, "seller123");
    expect((await call(thirdSeller, `/user/get-invoices/${group.trxId}`)).status).toBe(404);

    const admin = await signedIn(app, "admin@example.com", "admin123");
    const all = await call(admin, `/user/get-invoices/${group.trxId}`);
    expect(all.body.orders).toHaveLength(2);
    expect(all.body.group.total_payable).toBe("50.00");
  });

  it("tracks an order by code and the e-mail (any case) or the phone (Persian digits); a wrong pair is the unknown code's 404", async () => {
    const p = await productOfShop(database.db, { stock: 5 });
    const buyer = await guest(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: p.id }], {
      email: "Track.Me@Test.example",
      phone_no: "+98 912 345 6789",
    });
    const visitor = await guest(app);
    const byMail = await call(visitor, "/track-order", { code: orders[0].code.toLowerCase(), email_or_phone: " track.me@test.EXAMPLE " });
    expect(byMail.status).toBe(200);
    expect(byMail.body.orders).toEqual([
      expect.objectContaining({ code: orders[0].code, status: "pending", timeline: [expect.objectContaining({ status: "pending" })] }),
    ]);
    expect(JSON.stringify(byMail.body)).not.toMatch(/Sara Buyer|Test Street|order_details/);
    const byPhone = await call(visitor, "/track-order", { code: orders[0].code, email_or_phone: "۰۹۱۲ ۳۴۵ ۶۷۸۹" });
    expect(byPhone.status).toBe(200);
    const byGroup = await call(visitor, "/track-order", { code: group.code, email_or_phone: "+989123456789" });
    expect(byGroup.body.orders).toHaveLength(1);

    const unknown = await call(visitor, "/track-order", { code: "BZ-000000000000", email_or_phone: "track.me@test.example" });
    expect(unknown.status).toBe(404);
    expect(await call(visitor, "/track-order", { code: orders[0].code, email_or_phone: "someone@test.example" })).toEqual(unknown);
    expect(await call(visitor, "/track-order", { code: orders[0].code, email_or_phone: "0912 345 0000" })).toEqual(unknown);
    expect((await call(visitor, "/track-order", { code: orders[0].code })).status).toBe(422);
  });

  it("answers 429 after repeated misses from one client address, even for the right pair, while other addresses still track", async () => {
    const p = await productOfShop(database.db, { stock: 5 });
    const buyer = await guest(app);
    const { orders } = await placeOrderAs(database.db, buyer, [{ id: p.id }], { email: "limited@test.example" });
    const guesser = await guest(app);
    for (let i = 0; i < TRACK_LIMIT.misses; i++) {
      expect(
        (await call(guesser, "/track-order", { code: `BZ-${String(i).padStart(12, "0")}`, email_or_phone: "limited@test.example" })).status,
      ).toBe(404);
    }
    const blocked = await call(guesser, "/track-order", { code: orders[0].code, email_or_phone: "limited@test.example" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many/);
    expect((await call(await guest(app), "/track-order", { code: orders[0].code, email_or_phone: "limited@test.example" })).status).toBe(
      200,
    );
  });

  it("serves the order pages: the confirmation and invoices to their buyer only, tracking to anyone, account lists after sign-in", async () => {
    const p = await productOfShop(database.db, { stock: 5 });
    const buyer = await guest(app);
    const { group, orders } = await placeOrderAs(database.db, buyer, [{ id: p.id }]);
    const confirmation = await text(buyer, `/order-confirmation?code=${group.code}&lang=en`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toContain(orders[0].code);
    expect((await text(buyer, `/invoice/${group.trxId}`)).body).toContain('data-testid="invoice"');
    expect((await text(buyer, `/get-invoice/${orders[0].code}`)).status).toBe(200);
    const stranger = await guest(app);
    for (const page of [
      `/order-confirmation?code=${group.code}`,
      `/invoice/${group.trxId}`,
      `/get-invoice/${orders[0].code}`,
      "/get-invoice/BZ-000000000000",
    ]) {
      const res = await text(stranger, page);
      expect(res.status, page).toBe(404);
      // the page's own address comes back (its canonical link, the sign-in link's way back);
      // nothing else on it may name the order
      const shown = res.body.replaceAll(page, "").replaceAll(encodeURIComponent(page), "");
      expect(shown, page).not.toContain(orders[0].code);
    }
    expect((await text(stranger, "/track-order")).status).toBe(200);
    for (const page of ["/user/order-history", "/user/digital-product-orders?page=2"]) {
      const res = await stranger.request(page);
      expect(res.status, page).toBe(302);
      expect(res.headers.get("location"), page).toBe(`/login?redirect=${encodeURIComponent(page)}`);
    }
  });
});
