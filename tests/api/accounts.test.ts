import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { sessions, users } from "../../db/schema";
import {
  acceptsToken,
  cookieId,
  fill,
  guest,
  localeStrings,
  mailsTo,
  PASSWORD,
  replay,
  sessionHash,
  sessionRow,
  signedInUser,
  signIn,
  signUp,
  type TestApp,
  tokenFor,
  uniqueAddress,
  uniqueEmail,
  userRow,
} from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const INVALID = "These credentials do not match our records.";

/** Sign-up, sign-in, sign-out, check-auth, sign-in limits, banned and unactivated accounts, translated messages. */
describeOnDatabases("accounts", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  const db = () => database.db;

  it("register stores the customer with a hashed password, mails a welcome and signs in on a new session id", async () => {
    const client = await guest(app);
    const guestCookie = client.cookie;
    const guestToken = client.token;
    const email = uniqueEmail("reg");
    const res = await client.request("/register", {
      method: "POST",
      json: {
        first_name: "Ana",
        last_name: "Lee",
        email: email.toUpperCase(),
        phone: "+98 912 000 0000",
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ type: "customer", user_wishlists: [], wishlists: 0, compare_list: 0, carts: [], shop_follower: [] });
    expect(body.success).toBeTruthy();
    expect(body.user).toMatchObject({
      email,
      first_name: "Ana",
      last_name: "Lee",
      full_name: "Ana Lee",
      phone: "+98 912 000 0000",
      role: "customer",
      shop: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);

    expect(client.cookie).not.toBe(guestCookie);
    // a new session id, but the page's token stays valid (decision 018); the answered one works too
    expect(await acceptsToken(client, guestToken)).toBe(true);
    expect(await acceptsToken(client, body.token)).toBe(true);

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
    const short = await client.request("/register", {
      method: "POST",
      json: { ...base, email, password: "short12", password_confirmation: "short12" },
    });
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
    const answers = await Promise.all(
      clients.map((c) =>
        c.request("/register", {
          method: "POST",
          json: { first_name: "Twin", email, password: PASSWORD, password_confirmation: PASSWORD },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(1);
    expect((await mailsTo(db(), email)).length).toBe(1);
  });

  it("login answers the account state and a new session id; the page's token keeps working, another session's does not", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const guestCookie = client.cookie;
    const guestToken = client.token;
    const before = present((await userRow(db(), email)).lastSignInAt, "the sign-in time after signing up");

    const { status, body, res } = await signIn(client, email.toUpperCase(), PASSWORD, true);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      "carts",
      "compare_ids",
      "compare_list",
      "shop_follower",
      "success",
      "token",
      "user",
      "user_wishlists",
      "wishlists",
    ]);
    expect(body.user).toMatchObject({ id: userId, email, role: "customer" });
    expect(client.cookie).not.toBe(guestCookie);
    expect(await acceptsToken(client, body.token)).toBe(true);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=\d+/);
    expect(await sessionRow(db(), client)).toMatchObject({ userId, remember: true });
    expect(present((await userRow(db(), email)).lastSignInAt, "the sign-in time").getTime()).toBeGreaterThan(before.getTime());

    expect(await acceptsToken(client, guestToken)).toBe(true);
    expect(await acceptsToken(client, tokenFor(cookieId(await guest(app))))).toBe(false);
    expect(await acceptsToken(client, tokenFor(cookieId(client)))).toBe(false);
    expect((await signedInUser(client))?.id).toBe(userId);

    const other = await guest(app);
    const noRemember = await signIn(other, email, PASSWORD, false);
    expect(noRemember.status).toBe(200);
    expect(noRemember.res.headers.get("set-cookie")).not.toMatch(/Max-Age/i);
    expect(await sessionRow(db(), other)).toMatchObject({ userId, remember: false });
  });

  it("the demo accounts sign in with their roles", async () => {
    for (const [email, password, role] of [
      ["customer@example.com", "customer123", "customer"],
      ["seller@example.com", "seller123", "seller"],
      ["admin@example.com", "admin123", "admin"],
    ]) {
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
    expect(wrong.body).toEqual({ error: INVALID, message: INVALID, errors: { email: [INVALID] } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await signedInUser(client)).toBeNull();
    expect(await sessionRow(db(), client)).toBeUndefined();
  });

  it("check-auth: null for a guest, the user once signed in, null after logout", async () => {
    const client = await guest(app);
    const guestAnswer = await client.request("/home/check-auth");
    expect(guestAnswer.status).toBe(200);
    expect(await guestAnswer.json()).toEqual({ user: null, reward: null, order_urls: [], download_urls: false });
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
    const oldToken = client.token;
    const res = await client.request("/logout");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["success", "token"]);
    expect(client.cookie).not.toBe(oldCookie);
    // sign-out rotates the token: the old one is refused, the answered one works
    expect(await acceptsToken(client, oldToken)).toBe(false);
    expect(await acceptsToken(client, body.token)).toBe(true);
    expect(await acceptsToken(client, tokenFor(cookieId(client)))).toBe(true);
    client.token = body.token;
    expect(await signedInUser(client)).toBeNull();
    expect((await db().select().from(sessions).where(eq(sessions.idHash, oldHash))).length).toBe(0);
    expect((await sessionRow(db(), client))?.userId ?? null).toBeNull();

    const stolen = replay(app, oldCookie);
    expect(await signedInUser(stolen)).toBeNull();
    expect((await stolen.request("/user/get-all-address")).status).toBe(401);
  });

  it("banned and unactivated accounts: 403 after the right password, the same 422 with a wrong one, and no session", async () => {
    for (const [status, message] of [
      ["banned", "Your account has been suspended. Please contact support."],
      ["unverified", "Your account is not activated yet."],
    ] as const) {
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
      expect(wrong.body).toEqual({ error: INVALID, message: INVALID, errors: { email: [INVALID] } });
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

    const invalid = await client.request("/register", {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(invalid.status).toBe(422);
    const expected = fill(fa.v_required, { attribute: fa.attr_first_name });
    expect((await invalid.json()).errors.first_name).toEqual([expected]);

    const guestCall = await client.request("/user/get-all-address");
    expect(guestCall.status).toBe(401);
    expect((await guestCall.json()).error).toBe(fa.login_first);

    const { email } = await signUp(app);
    expect((await signIn(client, email, PASSWORD)).status).toBe(200);
    const change = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: "not-it-at-all", password: "new-password-1", password_confirmation: "new-password-1" },
    });
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
    const reg = await client.request("/register", {
      method: "POST",
      noToken: true,
      json: { first_name: "No", email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(reg.status).toBe(419);
    expect(await userRow(db(), email)).toBeUndefined();
    const login = await client.request("/login", {
      method: "POST",
      noToken: true,
      json: { email: "customer@example.com", password: "customer123" },
    });
    expect(login.status).toBe(419);
    const foreign = new TestClient(app);
    foreign.cookie = client.cookie;
    foreign.token = tokenFor("x".repeat(43));
    expect(
      (await foreign.request("/login", { method: "POST", json: { email: "customer@example.com", password: "customer123" } })).status,
    ).toBe(419);
    expect(await signedInUser(client)).toBeNull();
  });
  it("thirty wrong passwords for one account sent at once: ten are checked (422), the rest are 429, and the account is locked", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const clients = await Promise.all(Array.from({ length: 30 }, () => guest(limited)));
    const statuses = (await Promise.all(clients.map((c, i) => signIn(c, email, `wrong-guess-${i}`)))).map((a) => a.status);
    expect(statuses.filter((s) => s === 422).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
    const owner = await guest(limited);
    expect((await signIn(owner, email, PASSWORD)).status).toBe(429);
    expect(await signedInUser(owner)).toBeNull();
    expect(await sessionRow(db(), owner)).toBeUndefined();
  });

  it("thirty wrong sign-ins from one client address at once, each for another e-mail: ten are checked, the rest are 429", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const address = uniqueAddress();
    const clients = await Promise.all(Array.from({ length: 30 }, () => guest(limited, address)));
    const statuses = (await Promise.all(clients.map((c) => signIn(c, uniqueEmail("spray"), "guess-1234")))).map((a) => a.status);
    expect(statuses.filter((s) => s === 422).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(20);
  });

  it("signing in on a session already signed in to another account keeps none of that account's session data", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const before = (await sessionRow(db(), first.client)).data as Record<string, unknown>;
    await db()
      .update(sessions)
      .set({ data: { ...before, locale: "en", currency: "USD", kept_by_first: "private" } })
      .where(eq(sessions.idHash, sessionHash(first.client)));
    const shared = first.client;
    expect((await signIn(shared, second.email, PASSWORD)).status).toBe(200);
    const row = await sessionRow(db(), shared);
    expect(row.userId).toBe(second.userId);
    expect(row.data).toEqual({ locale: "en", currency: "USD", csrf_anchor: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const visitor = await guest(app);
    await visitor.request("/change/locale/en");
    await db()
      .update(sessions)
      .set({ data: { locale: "en", kept_by_guest: "mine" } })
      .where(eq(sessions.idHash, sessionHash(visitor)));
    expect((await signIn(visitor, first.email, PASSWORD)).status).toBe(200);
    expect((await sessionRow(db(), visitor)).data).toMatchObject({ kept_by_guest: "mine" });
  });

  it("ten sign-ups from one client address in an hour; the eleventh (customer or seller) is 429 and makes no account", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      const res = await (await guest(limited, address)).request("/register", {
        method: "POST",
        json: { first_name: "Many", email: uniqueEmail("many"), password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(res.status, `sign-up ${i + 1}`).toBe(200);
    }
    // a form with mistakes costs nothing and is still answered
    expect(
      (await (await guest(limited, address)).request("/register", { method: "POST", json: { first_name: "", email: uniqueEmail() } }))
        .status,
    ).toBe(422);
    const email = uniqueEmail("eleventh");
    const fields = { first_name: "Too", email, password: PASSWORD, password_confirmation: PASSWORD };
    for (const url of ["/register", "/seller-register"]) {
      const res = await (await guest(limited, address)).request(url, {
        method: "POST",
        json: { ...fields, shop_name: "Eleven", shop_phone: "+1 555 0111", shop_address: "1 Road" },
      });
      expect(res.status, url).toBe(429);
      expect(res.headers.get("retry-after")).toBe("3600");
      expect((await res.json()).error).toBe("Too many new accounts from your network. Please try again in 60 minutes.");
    }
    expect(await userRow(db(), email)).toBeUndefined();
    expect(await mailsTo(db(), email)).toEqual([]);
    expect((await (await guest(limited)).request("/register", { method: "POST", json: fields })).status).toBe(200);
  });

  it("a broken multipart body is 400; a NUL or another control character in a text field is 422; nothing is stored", async () => {
    const client = await guest(app);
    const part = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\ncustomer@example.com\r\n--x--\r\n';
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=other"]) {
      const res = await client.request("/login", { method: "POST", headers: { "content-type": type }, body: part });
      expect(res.status, type).toBe(400);
      expect(await res.json()).toEqual({ error: "The request could not be read. Please try again." });
    }
    const email = uniqueEmail("nul");
    const base = { first_name: "Ana", last_name: "", email, password: PASSWORD, password_confirmation: PASSWORD };
    for (const [field, value] of [
      ["first_name", "Ana\u0000"],
      ["last_name", "Lee\u0007"],
      ["phone", "+1 555\u0000"],
      ["email", `${email}\u0000`],
    ]) {
      const res = await client.request("/register", { method: "POST", json: { ...base, [field]: value } });
      expect(res.status, field).toBe(422);
      expect(Object.keys((await res.json()).errors), field).toEqual([field]);
    }
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...base, first_name: "Ana\u0000" })) form.set(k, v);
    const multipart = await client.request("/register", { method: "POST", body: form });
    expect(multipart.status).toBe(422);
    expect((await multipart.json()).errors.first_name).toEqual(["The first name must be text."]);
    expect(await userRow(db(), email)).toBeUndefined();
    // tabs and line breaks are text
    expect((await client.request("/register", { method: "POST", json: { ...base, last_name: "Lee\tJr" } })).status).toBe(200);
  });

  it("bodies over 1 MB are 413 before any handler runs, whether their length is declared or they are streamed without one", async () => {
    const client = await guest(app);
    const big = JSON.stringify({ email: "customer@example.com", password: "x".repeat(1_100_000) });
    const declared = await client.request("/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const chunk = new TextEncoder().encode("y".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n'));
      },
      pull(controller) {
        if (sent >= 24) {
          controller.enqueue(new TextEncoder().encode("\r\n--b--\r\n"));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await client.request("/login", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "The request is too large." });
    expect(sent).toBeLessThan(24); // it stopped reading at the limit
  });

  it("transport errors (400, 413, 415, 419) come in the visitor's language", async () => {
    const fa = localeStrings("fa");
    const client = await guest(app);
    expect((await client.request("/change/locale/fa")).status).toBe(200);
    const login = { email: "customer@example.com", password: "customer123" };
    const noToken = await client.request("/login", { method: "POST", noToken: true, json: login });
    expect(noToken.status).toBe(419);
    expect((await noToken.json()).error).toBe(fa.session_expired);
    const broken = await client.request("/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe(fa.request_malformed);
    const xml = await client.request("/login", { method: "POST", headers: { "content-type": "application/xml" }, body: "<login/>" });
    expect(xml.status).toBe(415);
    expect((await xml.json()).error).toBe(fa.request_type_unsupported);
    const big = await client.request("/login", { method: "POST", json: { ...login, pad: "x".repeat(1_100_000) } });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe(fa.request_too_large);
    for (const key of [
      "session_expired",
      "request_malformed",
      "request_type_unsupported",
      "request_too_large",
      "request_not_object",
      "request_too_deep",
      "too_many_sign_ups",
    ]) {
      for (const locale of ["en", "fa", "ar"]) expect(localeStrings(locale)[key], `${locale}.${key}`).toBeTruthy();
      expect(localeStrings("fa")[key]).not.toBe(localeStrings("en")[key]);
      expect(localeStrings("ar")[key]).not.toBe(localeStrings("en")[key]);
    }
    expect(await signedInUser(client)).toBeNull();
  });
});
