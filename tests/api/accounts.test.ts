import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { TEST_DATABASES } from "../setup/test-db";
import { makeTestApp, TestClient } from "../setup/test-app";
import {
  cookieId, fill, guest, localeStrings, mailsTo, PASSWORD, replay, sessionHash, sessionRow, signedInUser, signIn, signUp, tokenFor, uniqueAddress, uniqueEmail, userRow, type TestApp,
} from "../setup/accounts";

const INVALID = "These credentials do not match our records.";

/** Sign-up, sign-in, sign-out, check-auth, sign-in limits, banned and unactivated accounts, translated messages. */
describe.each(TEST_DATABASES)("accounts on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await open();
    ({ app } = await makeTestApp(database, { products: 20 }));
  });
  afterAll(async () => { await database?.close(); });

  const db = () => database.db;

  it("register stores the customer with a hashed password, mails a welcome and signs in on a new session id", async () => {
    const client = await guest(app);
    const guestCookie = client.cookie;
    const guestToken = client.token;
    const email = uniqueEmail("reg");
    const res = await client.request("/register", { method: "POST", json: { first_name: "Ana", last_name: "Lee", email: email.toUpperCase(), phone: "+98 912 000 0000", password: PASSWORD, password_confirmation: PASSWORD } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ type: "customer", user_wishlists: [], wishlists: 0, compare_list: 0, carts: [], shop_follower: [] });
    expect(body.success).toBeTruthy();
    expect(body.user).toMatchObject({ email, first_name: "Ana", last_name: "Lee", full_name: "Ana Lee", phone: "+98 912 000 0000", role: "customer", shop: null });
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);

    expect(client.cookie).not.toBe(guestCookie);
    expect(body.token).toBe(tokenFor(cookieId(client)));
    expect(body.token).not.toBe(guestToken);

    const row = await userRow(db(), email);
    expect(row).toMatchObject({ id: body.user.id, role: "customer", status: "active", firstName: "Ana" });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await sessionRow(db(), client))?.userId).toBe(row.id);
    expect((await mailsTo(db(), email)).length).toBe(1);

    client.token = body.token;
    expect((await signedInUser(client))?.id).toBe(row.id);
    expect((await client.request("/user/get-all-address")).status).toBe(200);
  });

  it("register refuses a taken e-mail in any case, a short password, a wrong confirmation and a missing name; nothing is stored", async () => {
    const client = await guest(app);
    const base = { first_name: "Bo", last_name: "", password: PASSWORD, password_confirmation: PASSWORD };

    const taken = await client.request("/register", { method: "POST", json: { ...base, email: "Customer@Example.com" } });
    expect(taken.status).toBe(422);
    const takenBody = await taken.json();
    expect(takenBody.errors.email).toEqual(["An account with this e-mail already exists."]);
    expect(takenBody.message).toBe(takenBody.errors.email[0]);
    expect((await db().select().from(users).where(eq(users.email, "customer@example.com"))).length).toBe(1);

    const email = uniqueEmail("bad");
    const short = await client.request("/register", { method: "POST", json: { ...base, email, password: "short12", password_confirmation: "short12" } });
    expect(short.status).toBe(422);
    expect((await short.json()).errors.password).toEqual(["The password must be at least 8 characters."]);

    const mismatch = await client.request("/register", { method: "POST", json: { ...base, email, password_confirmation: `${PASSWORD}x` } });
    expect(mismatch.status).toBe(422);
    expect(Object.keys((await mismatch.json()).errors)).toEqual(["password_confirmation"]);

    const noName = await client.request("/register", { method: "POST", json: { ...base, email, first_name: "  " } });
    expect(noName.status).toBe(422);
    expect((await noName.json()).errors.first_name).toEqual(["The first name field is required."]);

    expect(await userRow(db(), email)).toBeUndefined();
    expect(await mailsTo(db(), email)).toEqual([]);
    expect(await signedInUser(client)).toBeNull();
  });

  it("one e-mail registered twice at once makes one account: one 200, one 422", async () => {
    const email = uniqueEmail("twin");
    const clients = await Promise.all([guest(app), guest(app)]);
    const answers = await Promise.all(clients.map((c) => c.request("/register", { method: "POST", json: { first_name: "Twin", email, password: PASSWORD, password_confirmation: PASSWORD } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(1);
    expect((await mailsTo(db(), email)).length).toBe(1);
  });

  it("login answers the account state and a new session id; the guest's token stops working", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const guestCookie = client.cookie;
    const guestToken = client.token;
    const before = (await userRow(db(), email)).lastSignInAt!;

    const { status, body, res } = await signIn(client, email.toUpperCase(), PASSWORD, true);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["carts", "compare_list", "shop_follower", "success", "token", "user", "user_wishlists", "wishlists"]);
    expect(body.user).toMatchObject({ id: userId, email, role: "customer" });
    expect(client.cookie).not.toBe(guestCookie);
    expect(body.token).toBe(tokenFor(cookieId(client)));
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=\d+/);
    expect(await sessionRow(db(), client)).toMatchObject({ userId, remember: true });
    expect((await userRow(db(), email)).lastSignInAt!.getTime()).toBeGreaterThan(before.getTime());

    const stale = await client.request("/logout", { headers: { "csrf-token": guestToken }, noToken: true });
    expect(stale.status).toBe(419);
    expect((await signedInUser(client))?.id).toBe(userId);

    const other = await guest(app);
    const noRemember = await signIn(other, email, PASSWORD, false);
    expect(noRemember.status).toBe(200);
    expect(noRemember.res.headers.get("set-cookie")).not.toMatch(/Max-Age/i);
    expect(await sessionRow(db(), other)).toMatchObject({ userId, remember: false });
  });

  it("the demo accounts sign in with their roles", async () => {
    for (const [email, password, role] of [["customer@example.com", "customer123", "customer"], ["seller@example.com", "seller123", "seller"], ["admin@example.com", "admin123", "admin"]]) {
      const client = await guest(app);
      const { status, body } = await signIn(client, email, password);
      expect(status, email).toBe(200);
      expect(body.user).toMatchObject({ email, role });
      if (role === "seller") expect(body.user.shop).toMatchObject({ verified: true });
    }
  });

  it("a wrong password and an unknown e-mail get the same 422 and sign nobody in", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const wrong = await signIn(client, email, "wrong-password");
    const unknown = await signIn(client, uniqueEmail("nobody"), "wrong-password");
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual({ error: INVALID });
    expect(unknown.body).toEqual(wrong.body);
    expect(await signedInUser(client)).toBeNull();
    expect(await sessionRow(db(), client)).toBeUndefined();
  });

  it("check-auth: null for a guest, the user once signed in, null after logout", async () => {
    const client = await guest(app);
    const guestAnswer = await client.request("/home/check-auth");
    expect(guestAnswer.status).toBe(200);
    expect(await guestAnswer.json()).toEqual({ user: null });
    const { email, userId } = await signUp(app);
    await signIn(client, email, PASSWORD);
    expect(await signedInUser(client)).toMatchObject({ id: userId, email });
    const out = await client.request("/logout");
    client.token = (await out.json()).token;
    expect(await signedInUser(client)).toBeNull();
  });

  it("logout ends the session: a new id and token, the old cookie no longer signed in; without the token it is 419", async () => {
    const { client, userId } = await signUp(app);
    const refused = await client.request("/logout", { noToken: true });
    expect(refused.status).toBe(419);
    expect((await signedInUser(client))?.id).toBe(userId);

    const oldCookie = client.cookie;
    const oldHash = sessionHash(client);
    const res = await client.request("/logout");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["success", "token"]);
    expect(client.cookie).not.toBe(oldCookie);
    expect(body.token).toBe(tokenFor(cookieId(client)));
    client.token = body.token;
    expect(await signedInUser(client)).toBeNull();
    expect((await db().select().from(sessions).where(eq(sessions.idHash, oldHash))).length).toBe(0);
    expect((await sessionRow(db(), client))?.userId ?? null).toBeNull();

    const stolen = replay(app, oldCookie);
    expect(await signedInUser(stolen)).toBeNull();
    expect((await stolen.request("/user/get-all-address")).status).toBe(401);
  });

  it("banned and unactivated accounts: 403 after the right password, the same 422 with a wrong one, and no session", async () => {
    for (const [status, message] of [["banned", "Your account has been suspended. Please contact support."], ["unverified", "Your account is not activated yet."]] as const) {
      const { email } = await signUp(app);
      await db().update(users).set({ status }).where(eq(users.email, email));
      const client = await guest(app);
      const right = await signIn(client, email, PASSWORD);
      expect(right.status, status).toBe(403);
      expect(right.body).toEqual({ error: message });
      expect(await signedInUser(client)).toBeNull();
      expect(await sessionRow(db(), client)).toBeUndefined();
      const wrong = await signIn(client, email, "not-the-password");
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({ error: INVALID });
    }
  });

  it("ten failures for one account lock its sign-in (429 even with the right password); other accounts still sign in", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email, userId } = await signUp(app);
    const { email: other } = await signUp(app);
    for (let i = 0; i < 9; i++) expect((await signIn(await guest(limited), email, `wrong-${i}`)).status).toBe(422);
    const ninth = await guest(limited);
    expect((await signIn(ninth, email, PASSWORD)).status).toBe(200);
    await ninth.request("/logout");

    const { app: fresh } = await makeTestApp(database, { seed: false });
    for (let i = 0; i < 10; i++) expect((await signIn(await guest(fresh), email.toUpperCase(), `wrong-${i}`)).status).toBe(422);
    const client = await guest(fresh);
    const locked = await signIn(client, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.res.headers.get("retry-after")).toBe("900");
    expect(locked.body.error).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    expect(await signedInUser(client)).toBeNull();
    expect((await signIn(await guest(fresh), other, PASSWORD)).status).toBe(200);
    expect((await signIn(await guest(app), email, PASSWORD)).body.user.id).toBe(userId);
  });

  it("ten failures from one client address lock sign-in from there for every account; another address is not affected", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(await guest(limited, address), uniqueEmail("probe"), "guess-123")).status).toBe(422);
    const there = await guest(limited, address);
    const locked = await signIn(there, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await signedInUser(there)).toBeNull();
    expect((await signIn(await guest(limited), email, PASSWORD)).status).toBe(200);
  });

  it("after choosing Persian, the sign-in error, field messages and 401 come back in Persian, and the language outlives sign-in", async () => {
    const fa = localeStrings("fa");
    const en = localeStrings("en");
    const client = await guest(app);
    expect((await client.request("/change/locale/fa")).status).toBe(200);

    const wrong = await signIn(client, uniqueEmail("fa"), "wrong-password");
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe(fa.invalid_credentials);
    expect(fa.invalid_credentials).not.toBe(en.invalid_credentials);

    const invalid = await client.request("/register", { method: "POST", json: { email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD } });
    expect(invalid.status).toBe(422);
    const expected = fill(fa.v_required, { attribute: fa.attr_first_name });
    expect((await invalid.json()).errors.first_name).toEqual([expected]);

    const guestCall = await client.request("/user/get-all-address");
    expect(guestCall.status).toBe(401);
    expect((await guestCall.json()).error).toBe(fa.login_first);

    const { email } = await signUp(app);
    expect((await signIn(client, email, PASSWORD)).status).toBe(200);
    const change = await client.request("/user/change-password", { method: "POST", json: { current_password: "not-it-at-all", password: "new-password-1", password_confirmation: "new-password-1" } });
    expect(change.status).toBe(422);
    expect((await change.json()).errors.current_password).toEqual([fa.v_current_password]);
  });

  it("every account call of the /user area is 401 for a guest and changes nothing", async () => {
    const client = await guest(app);
    const before = await db().select({ n: users.id }).from(users);
    const calls: [string, string, unknown?][] = [
      ["GET", "/user/get-all-address"],
      ["POST", "/user/change-password", { current_password: "x", password: "12345678", password_confirmation: "12345678" }],
      ["POST", "/user/update-profile", { first_name: "Guest" }],
      ["POST", "/user/user-to-seller", { shop_name: "Guest shop", shop_phone: "+1 555 0101", shop_address: "Nowhere" }],
    ];
    for (const [method, url, json] of calls) {
      const res = await client.request(url, { method, json });
      expect(res.status, url).toBe(401);
      expect((await res.json()).error, url).toBe("Please sign in first");
    }
    expect((await db().select({ n: users.id }).from(users)).length).toBe(before.length);
  });

  it("sign-up and sign-in without the token are 419 and sign nobody in", async () => {
    const client = await guest(app);
    const email = uniqueEmail("csrf");
    const reg = await client.request("/register", { method: "POST", noToken: true, json: { first_name: "No", email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(reg.status).toBe(419);
    expect(await userRow(db(), email)).toBeUndefined();
    const login = await client.request("/login", { method: "POST", noToken: true, json: { email: "customer@example.com", password: "customer123" } });
    expect(login.status).toBe(419);
    const foreign = new TestClient(app);
    foreign.cookie = client.cookie;
    foreign.token = tokenFor("x".repeat(43));
    expect((await foreign.request("/login", { method: "POST", json: { email: "customer@example.com", password: "customer123" } })).status).toBe(419);
    expect(await signedInUser(client)).toBeNull();
  });
});
