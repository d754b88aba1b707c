import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { passwordResets, sessions, users } from "../../db/schema";
import { TEST_DATABASES } from "../setup/test-db";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { guest, mailsTo, PASSWORD, signIn, signUp, uniqueAddress, uniqueEmail, userRow, type TestApp } from "../setup/accounts";

const NEW_PASSWORD = "a-whole-new-secret";
const SENT = "If an account exists for this e-mail, a link to reset the password is on its way.";

/** Reset by mail: the request, the link, the single-use code, the limits and the end of every session. */
describe.each(TEST_DATABASES)("password reset on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await open();
    ({ app } = await makeTestApp(database, { products: 20 }));
  });
  afterAll(async () => { await database?.close(); });

  const db = () => database.db;

  /** Ask for a reset and read the link from the newest mail to that address. */
  async function requestCode(client: TestClient, email: string): Promise<{ email: string; code: string }> {
    const res = await client.request("/reset-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    const mails = await mailsTo(db(), email.toLowerCase());
    const link = /https?:\/\/[^/\s]+\/reset\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
    expect(link, mails.at(-1)!.text).not.toBeNull();
    return { email: decodeURIComponent(link![1]), code: link![2] };
  }

  const setPassword = (client: TestClient, fields: Record<string, unknown>) =>
    client.request("/create-new-password", { method: "POST", json: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...fields } });

  it("a known e-mail gets a mail with a one-hour link; an unknown one gets the same answer and no mail", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const known = await client.request("/reset-password", { method: "POST", json: { email: email.toUpperCase() } });
    const nobody = uniqueEmail("nobody");
    const unknown = await client.request("/reset-password", { method: "POST", json: { email: nobody } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ success: SENT });
    expect(await unknown.json()).toEqual({ success: SENT });
    expect(await mailsTo(db(), nobody)).toEqual([]);

    const mails = (await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/"));
    expect(mails.length).toBe(1);
    const link = /http:\/\/shop\.test\/reset\/([^/\s]+)\/([A-Za-z0-9_-]{40,})/.exec(mails[0].text)!;
    expect(decodeURIComponent(link[1])).toBe(email);
    expect(mails[0].html).toContain(link[2]);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(rows.length).toBe(1);
    expect(rows[0].usedAt).toBeNull();
    expect(rows[0].codeHash).not.toContain(link[2]);
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("builds the mailed link from the shop's public address, never from the request's Host header", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const res = await client.request("/reset-password", { method: "POST", json: { email }, headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
    expect(res.status).toBe(200);
    const [mail] = (await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/"));
    expect(mail.text).toContain("http://shop.test/reset/");
    expect(mail.text + mail.html).not.toContain("evil.example");
  });

  it("create-new-password sets the new password and ends every session of the account; the code works once", async () => {
    const { client: first, email, userId } = await signUp(app);
    const second = await guest(app);
    await signIn(second, email, PASSWORD);
    const { client: bystander } = await signUp(app);

    const client = await guest(app);
    const link = await requestCode(client, email);
    const res = await setPassword(client, { email: link.email, resetCode: link.code });
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBeTruthy();

    expect((await first.request("/user/get-all-address")).status).toBe(401);
    expect((await second.request("/user/get-all-address")).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await bystander.request("/user/get-all-address")).status).toBe(200);
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(row.usedAt).not.toBeNull();

    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(422);
    expect((await signIn(await guest(app), email, NEW_PASSWORD)).status).toBe(200);

    const hash = (await userRow(db(), email)).passwordHash;
    const reused = await setPassword(client, { email: link.email, resetCode: link.code, password: "yet-another-pass", password_confirmation: "yet-another-pass" });
    expect(reused.status).toBe(422);
    expect(Object.keys((await reused.json()).errors)).toEqual(["resetCode"]);
    expect((await userRow(db(), email)).passwordHash).toBe(hash);
  });

  it("one code used five times at once sets the password exactly once", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => setPassword(client, { email, resetCode: link.code, password: `racing-pass-${i}`, password_confirmation: `racing-pass-${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const winner = answers.findIndex((r) => r.status === 200) + 1;
    expect((await signIn(await guest(app), email, `racing-pass-${winner}`)).status).toBe(200);
    expect((await db().select().from(passwordResets).where(eq(passwordResets.userId, userId))).filter((r) => r.usedAt !== null).length).toBe(1);
  });

  it("the reference client's field names (newPassword, confirmPassword) work too", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const res = await client.request("/create-new-password", { method: "POST", json: { email, resetCode: link.code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await signIn(await guest(app), email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired code is 422 and the password stays", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, userId));
    const res = await setPassword(client, { email, resetCode: link.code });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.resetCode).toEqual(["This reset link is invalid or has expired. Please ask for a new one."]);
    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(200);
  });

  it("a code given with another account's e-mail is 422, changes neither account and is not spent", async () => {
    const { email, userId } = await signUp(app);
    const { email: otherEmail } = await signUp(app);
    const otherHash = (await userRow(db(), otherEmail)).passwordHash;
    const client = await guest(app);
    const link = await requestCode(client, email);

    for (const wrong of [otherEmail, uniqueEmail("nobody")]) {
      const res = await setPassword(client, { email: wrong, resetCode: link.code });
      expect(res.status, wrong).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(["resetCode"]);
    }
    expect((await userRow(db(), otherEmail)).passwordHash).toBe(otherHash);
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(row.usedAt).toBeNull();
    expect((await setPassword(client, { email, resetCode: link.code })).status).toBe(200);
  });

  it("the new password must follow the rules; a refused attempt does not spend the code", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const short = await setPassword(client, { email, resetCode: link.code, password: "short", password_confirmation: "short" });
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).errors)).toEqual(["password"]);
    const mismatch = await setPassword(client, { email, resetCode: link.code, password_confirmation: "something-else" });
    expect(mismatch.status).toBe(422);
    expect(Object.keys((await mismatch.json()).errors)).toEqual(["password_confirmation"]);
    const garbage = await setPassword(client, { email, resetCode: "x".repeat(43) });
    expect(garbage.status).toBe(422);
    const noToken = await client.request("/create-new-password", { method: "POST", noToken: true, json: { email, resetCode: link.code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(noToken.status).toBe(419);
    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(200);
    expect((await setPassword(client, { email, resetCode: link.code })).status).toBe(200);
  });

  it("a newer code voids the older one", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const older = await requestCode(client, email);
    const newer = await requestCode(client, email);
    expect(newer.code).not.toBe(older.code);
    expect((await setPassword(client, { email, resetCode: older.code })).status).toBe(422);
    expect((await setPassword(client, { email, resetCode: newer.code })).status).toBe(200);
  });

  it("a banned account gets the same answer and no mail", async () => {
    const { email } = await signUp(app);
    await db().update(users).set({ status: "banned" }).where(eq(users.email, email));
    const before = (await mailsTo(db(), email)).length;
    const res = await (await guest(app)).request("/reset-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: SENT });
    expect((await mailsTo(db(), email)).length).toBe(before);
  });

  it("five requests per e-mail in 15 minutes, from any address; the sixth is 429 and sends nothing", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const before = (await mailsTo(db(), email)).length;
    for (let i = 0; i < 5; i++) {
      expect((await (await guest(limited)).request("/reset-password", { method: "POST", json: { email } })).status).toBe(200);
    }
    const sixth = await (await guest(limited)).request("/reset-password", { method: "POST", json: { email: email.toUpperCase() } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("900");
    expect((await sixth.json()).error).toBe("Too many reset requests. Please try again in 15 minutes.");
    expect((await mailsTo(db(), email)).length).toBe(before + 5);
  });

  it("ten requests per client address in 15 minutes, for any e-mail; the eleventh is 429, another address is not affected", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      expect((await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email: uniqueEmail("probe") } })).status).toBe(200);
    }
    const there = await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email } });
    expect(there.status).toBe(429);
    expect((await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/"))).toEqual([]);
    const elsewhere = await (await guest(limited)).request("/reset-password", { method: "POST", json: { email } });
    expect(elsewhere.status).toBe(200);
    expect((await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/")).length).toBe(1);
  });
});
