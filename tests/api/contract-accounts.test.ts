import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { shops, users } from "../../db/schema";
import {
  acceptsToken,
  cookieId,
  guest,
  PASSWORD,
  signedInUser,
  signIn,
  signUp,
  type TestApp,
  tokenFor,
  uniqueEmail,
  userRow,
} from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * Issue 13 (accounts part): the reference client's request shapes are accepted and the keys it
 * reads are there. Its client reads `#token` once at boot and never writes the login answer's
 * token back, so these tests send the boot token after sign-in on purpose.
 */
describeOnDatabases("reference client: accounts", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });
  const db = () => database.db;

  it("POST login answers user.user_type; the boot token keeps working after sign-in (no 419)", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const bootToken = client.token;
    const res = await client.request("/login", { method: "POST", json: { email, password: PASSWORD, remember: 0 } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ id: userId, user_type: "customer", role: "customer" });
    expect(typeof body.token).toBe("string");
    // the reference client ignores body.token: it keeps sending the page's token
    expect(client.token).toBe(bootToken);
    const wish = await client.request("/user/add-to-wishlist/1");
    expect(wish.status).not.toBe(419);
    const changed = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: PASSWORD, new_password: "another-pass-9", confirm_password: "another-pass-9" },
    });
    expect(changed.status).toBe(200);
    // sign-out still rotates it: the boot token is refused afterwards, the answered one works
    const out = await client.request("/logout");
    expect(out.status).toBe(200);
    const { token } = await out.json();
    expect(await acceptsToken(client, bootToken)).toBe(false);
    expect(await acceptsToken(client, token)).toBe(true);
  });

  it("the demo accounts' user_type: customer, seller, admin", async () => {
    for (const [email, password, type] of [
      ["customer@example.com", "customer123", "customer"],
      ["seller@example.com", "seller123", "seller"],
      ["admin@example.com", "admin123", "admin"],
    ]) {
      const { status, body } = await signIn(await guest(app), email, password);
      expect(status).toBe(200);
      expect(body.user.user_type).toBe(type);
    }
  });

  it("the token is masked anew in every answer, each masking verifies; another session's token does not", async () => {
    const client = await guest(app);
    const a = tokenFor(cookieId(client));
    const b = tokenFor(cookieId(client));
    expect(a).not.toBe(b);
    expect(await acceptsToken(client, a)).toBe(true);
    expect(await acceptsToken(client, b)).toBe(true);
    const other = await guest(app);
    expect(await acceptsToken(client, other.token)).toBe(false);
    expect(await acceptsToken(client, "not-a-token")).toBe(false);
    // one character changed in the middle (the last two may carry only padding bits: "AA" there could change nothing)
    expect(await acceptsToken(client, `${a.slice(0, 40)}${a[40] === "A" ? "B" : "A"}${a.slice(41)}`)).toBe(false);
  });

  it("POST register without password_confirmation signs up (user_type in the answer); a wrong one sent is still 422", async () => {
    const client = await guest(app);
    const email = uniqueEmail("noconf");
    const res = await client.request("/register", {
      method: "POST",
      json: { first_name: "Ana", last_name: "Lee", email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email, user_type: "customer" });
    expect((await signedInUser(client))?.id).toBe(body.user.id);
    const check = await (await client.request("/home/check-auth")).json();
    expect(check.user.user_type).toBe("customer");

    const other = await guest(app);
    const wrongEmail = uniqueEmail("wrongconf");
    const wrong = await other.request("/register", {
      method: "POST",
      json: { first_name: "Bo", email: wrongEmail, password: PASSWORD, password_confirmation: `${PASSWORD}x` },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(["password_confirmation"]);
    expect(await userRow(db(), wrongEmail)).toBeUndefined();
  });

  it("seller-register without shop phone and address opens the shop with them missing (null); the seller signs in again", async () => {
    const client = await guest(app);
    const email = uniqueEmail("seller-nophone");
    const res = await client.request("/seller-register", {
      method: "POST",
      json: { first_name: "Sam", email, password: PASSWORD, shop_name: "Quiet Corner" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ user_type: "seller", shop: { slug: expect.any(String), verified: false } });
    const [shop] = await db().select().from(shops).where(eq(shops.ownerId, body.user.id));
    expect(shop).toMatchObject({ phone: null, address: null });
    expect((await signIn(await guest(app), email, PASSWORD)).body.user.user_type).toBe("seller");
  });

  it("user-to-seller without shop phone and address: the customer becomes a seller, phone and address null", async () => {
    const { client, userId } = await signUp(app);
    const res = await client.request("/user/user-to-seller", { method: "POST", json: { shop_name: "Later Details" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.user_type).toBe("seller");
    const [shop] = await db().select().from(shops).where(eq(shops.ownerId, userId));
    expect(shop).toMatchObject({ phone: null, address: null });
    // a malformed phone sent is still refused
    const { client: another, userId: anotherId } = await signUp(app);
    const bad = await another.request("/user/user-to-seller", { method: "POST", json: { shop_name: "Bad Phone", shop_phone: "call me" } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(["shop_phone"]);
    expect(await db().select().from(shops).where(eq(shops.ownerId, anotherId))).toEqual([]);
  });

  it("user-to-seller as the reference client sends it: multipart with phone, address, logo, banner and user_type; a bad picture changes nothing", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer();
    const form = (logo: Blob) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        first_name: "Mina",
        last_name: "Karimi",
        email: "someone-else@example.com",
        shop_name: "Mina's Ceramics",
        phone: "+98 21 5555 0101",
        address: "12 Tile Street, Isfahan",
        user_type: "seller-migrate",
      }))
        f.append(k, v);
      f.append("logo", logo, "logo.png");
      f.append("banner", new Blob([new Uint8Array(png)], { type: "image/png" }), "banner.png");
      f.append("tax_paper", new Blob([new Uint8Array(png)], { type: "image/png" }), "tax.png");
      return f;
    };
    const { client, userId, email } = await signUp(app);
    const bad = await client.request("/user/user-to-seller", {
      method: "POST",
      body: form(new Blob(["not a picture"], { type: "image/png" })),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(["logo"]);
    expect(await db().select().from(shops).where(eq(shops.ownerId, userId))).toEqual([]);

    const res = await client.request("/user/user-to-seller", {
      method: "POST",
      body: form(new Blob([new Uint8Array(png)], { type: "image/png" })),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.migrate_msg).toBeTruthy();
    expect(body.user.user_type).toBe("seller");
    const [shop] = await db().select().from(shops).where(eq(shops.ownerId, userId));
    expect(shop).toMatchObject({ phone: "+98 21 5555 0101", address: "12 Tile Street, Isfahan", verifiedAt: null });
    expect(shop.logo).toMatch(/^shops\/s\d+-logo-/);
    expect(shop.banner).toMatch(/^shops\/s\d+-banner-/);
    // the account's own e-mail is not changed by an application
    expect((await userRow(db(), email)).email).toBe(email);
  });

  it("POST user/change-password with current_password, new_password, confirm_password; errors name those fields; nothing changes on 422", async () => {
    const { client, email, userId } = await signUp(app);
    const hashBefore = (await userRow(db(), email)).passwordHash;
    const send = (json: Record<string, unknown>) => client.request("/user/change-password", { method: "POST", json });
    const mismatch = await send({ current_password: PASSWORD, new_password: "brand-new-pass", confirm_password: "brand-new-pasS" });
    expect(mismatch.status).toBe(422);
    expect(Object.keys((await mismatch.json()).errors)).toEqual(["confirm_password"]);
    const short = await send({ current_password: PASSWORD, new_password: "short", confirm_password: "short" });
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).errors)).toEqual(["new_password"]);
    const same = await send({ current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD });
    expect(same.status).toBe(422);
    expect(Object.keys((await same.json()).errors)).toEqual(["new_password"]);
    const wrong = await send({ current_password: "not-the-password", new_password: "brand-new-pass", confirm_password: "brand-new-pass" });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(["current_password"]);
    expect((await userRow(db(), email)).passwordHash).toBe(hashBefore);

    const ok = await send({ current_password: PASSWORD, new_password: "brand-new-pass", confirm_password: "brand-new-pass" });
    expect(ok.status).toBe(200);
    expect((await signIn(await guest(app), email, "brand-new-pass")).status).toBe(200);
    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(422);
    // ours still works
    const ours = await send({ current_password: "brand-new-pass", password: "third-pass-33", password_confirmation: "third-pass-33" });
    expect(ours.status).toBe(200);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(row.id).toBe(userId);
  });

  it("POST user/change-password with is_password_set answers success and data: the user with is_password_set; a bad flag is 422 and changes nothing", async () => {
    const { client, email, userId } = await signUp(app);
    const hashBefore = (await userRow(db(), email)).passwordHash;
    const send = (json: Record<string, unknown>) => call(client, "/user/change-password", json);
    const fields = { current_password: PASSWORD, new_password: "brand-new-pass", confirm_password: "brand-new-pass" };
    const bad = await send({ ...fields, is_password_set: "maybe" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["is_password_set"]);
    expect((await userRow(db(), email)).passwordHash).toBe(hashBefore);
    const ok = await send({ ...fields, is_password_set: 1 });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.success).toBe("string");
    expect(ok.body.data).toMatchObject({ id: userId, email, is_password_set: 1 });
    expect((await signIn(await guest(app), email, "brand-new-pass")).status).toBe(200);
  });

  it("GET user/follow-shop?id= also answers follower: the user's follows as {seller_profile_id, user_id}", async () => {
    const { client, userId } = await signUp(app);
    const [a, b]: { id: number }[] = (await call(client, "/home/sellers")).body.sellers.data;
    expect((await call(client, `/user/follow-shop?id=${a.id}`)).body.follower).toEqual([{ seller_profile_id: a.id, user_id: userId }]);
    const second = await call(client, `/user/follow-shop?id=${b.id}`);
    expect(second.status).toBe(200);
    expect(second.body.follower).toEqual([
      { seller_profile_id: a.id, user_id: userId },
      { seller_profile_id: b.id, user_id: userId },
    ]);
    expect(second.body.shop_follower).toEqual([a.id, b.id]);
    const bad = await call(client, "/user/follow-shop?id=abc");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["id"]);
    expect((await call(await guest(app), `/user/follow-shop?id=${a.id}`)).status).toBe(401);
  });

  it("GET home/check-auth answers order_urls: the signed download links of the user's paid digital products", async () => {
    const guestAnswer = await (await (await guest(app)).request("/home/check-auth")).json();
    expect(guestAnswer).toMatchObject({ user: null, order_urls: [], download_urls: false });

    const p = await productOfShop(db(), { priceCents: 900, stock: 100, extra: { isDigital: true, digitalFile: "books/contract.txt" } });
    const buyer = await signUp(app);
    const {
      orders: [order],
    } = await placeOrderAs(db(), buyer.client, [{ id: p.id }]);
    // unpaid: no link yet
    expect(await (await buyer.client.request("/home/check-auth")).json()).toMatchObject({ order_urls: [], download_urls: false });
    const seller = await signedIn(app, p.ownerEmail, "seller123");
    expect((await call(seller, `/seller/orders/${order.code}/status`, { payment_status: "paid" })).status).toBe(200);
    const body = await (await buyer.client.request("/home/check-auth")).json();
    expect(body.user.user_type).toBe("customer");
    expect(body.download_urls).toBe(true);
    expect(body.order_urls).toHaveLength(1);
    expect(body.order_urls[0]).toMatchObject({ id: expect.any(Number), product_name: expect.any(String), total: "9.00" });
    expect(new URL(body.order_urls[0].url).pathname).toMatch(/^\/download\/\d+$/);
    // the same links as the digital order list
    const list = await call(buyer.client, "/user/digital-product-order-list");
    expect(body.order_urls.map((u: { id: number }) => u.id)).toEqual(list.body.download_urls.map((u: { id: number }) => u.id));

    const { client } = await signUp(app);
    expect(await (await client.request("/home/check-auth")).json()).toMatchObject({ order_urls: [], download_urls: false });
  });

  it("a trailing slash is the same call: user/wishlists/?page=2, home/check-auth/, POST login/", async () => {
    const { client, email } = await signUp(app);
    const wishlists = await client.request("/user/wishlists/?page=2");
    expect(wishlists.status).toBe(200);
    expect((await wishlists.json()).wishlist).toMatchObject({ data: [] });
    const check = await client.request("/home/check-auth/");
    expect(check.status).toBe(200);
    expect((await check.json()).user.email).toBe(email);
    const other = await guest(app);
    const login = await other.request("/login/", { method: "POST", json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect((await login.json()).user.user_type).toBe("customer");
    // the CSRF check still applies behind the slash
    expect((await other.request("/logout/", { noToken: true })).status).toBe(419);
  });
});

describeOnDatabases("trailing slash on pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  it("a page with a trailing slash renders as without it", async () => {
    for (const path of ["/login", "/cart", "/brands"]) {
      const plain = await app.request(path);
      const slashed = await app.request(`${path}/`);
      expect(slashed.status, path).toBe(plain.status);
      expect(slashed.status, path).toBe(200);
      expect(slashed.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });
});
