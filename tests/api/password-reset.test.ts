import { eq, like } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { jobs, pageViewCounts, passwordResets, sessions, users } from "../../db/schema";
import { hashPassword } from "../../domain/accounts/passwords";
import { guest, mailsTo, PASSWORD, signIn, signUp, type TestApp, uniqueAddress, uniqueEmail, userRow } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp, type TestClient, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

// The real hashing, watched: a new password is hashed only once its reset code proved live. The
// suites of a worker share their modules (vitest.config.ts): this file starts from none, so the
// shop's modules that it loads see the watched hashing, not the copy an earlier suite loaded.
vi.hoisted(() => vi.resetModules());
vi.mock("../../domain/accounts/passwords", async (original) => {
  const real = await original<typeof import("../../domain/accounts/passwords")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const NEW_PASSWORD = "a-whole-new-secret";
const SENT = "If an account exists for this e-mail, a link to reset the password is on its way.";

/** Reset by mail: the request, the link, the single-use code, the limits and the end of every session. */
describeOnDatabases("password reset", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
  });

  const db = () => database.db;

  /** Ask for a reset and read the link from the newest mail to that address. */
  async function requestCode(client: TestClient, email: string): Promise<{ email: string; code: string }> {
    const res = await client.request("/reset-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    const mails = await mailsTo(db(), email.toLowerCase());
    const { text } = present(mails.at(-1), `a mail to ${email}`);
    const link = present(/https?:\/\/[^/\s]+\/reset\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(text), `the reset link in: ${text}`);
    return { email: decodeURIComponent(link[1]), code: link[2] };
  }

  const setPassword = (client: TestClient, fields: Record<string, unknown>) =>
    client.request("/create-new-password", {
      method: "POST",
      json: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...fields },
    });

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
    const link = present(
      /http:\/\/shop\.test\/reset\/([^/\s]+)\/([A-Za-z0-9_-]{40,})/.exec(mails[0].text),
      `the reset link in: ${mails[0].text}`,
    );
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
    const res = await client.request("/reset-password", {
      method: "POST",
      json: { email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
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
    const reused = await setPassword(client, {
      email: link.email,
      resetCode: link.code,
      password: "yet-another-pass",
      password_confirmation: "yet-another-pass",
    });
    expect(reused.status).toBe(422);
    expect(Object.keys((await reused.json()).errors)).toEqual(["resetCode"]);
    expect((await userRow(db(), email)).passwordHash).toBe(hash);
  });

  it("one code used five times at once sets the password exactly once", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        setPassword(client, { email, resetCode: link.code, password: `racing-pass-${i}`, password_confirmation: `racing-pass-${i}` }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const winner = answers.findIndex((r) => r.status === 200) + 1;
    expect((await signIn(await guest(app), email, `racing-pass-${winner}`)).status).toBe(200);
    expect(
      (await db().select().from(passwordResets).where(eq(passwordResets.userId, userId))).filter((r) => r.usedAt !== null).length,
    ).toBe(1);
  });

  it("the reference client's field names (newPassword, confirmPassword) work too", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const res = await client.request("/create-new-password", {
      method: "POST",
      json: { email, resetCode: link.code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await signIn(await guest(app), email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired code is 422 and the password stays", async () => {
    const { email, userId } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, userId));
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
    const noToken = await client.request("/create-new-password", {
      method: "POST",
      noToken: true,
      json: { email, resetCode: link.code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
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
      expect(
        (await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email: uniqueEmail("probe") } }))
          .status,
      ).toBe(200);
    }
    const there = await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email } });
    expect(there.status).toBe(429);
    expect((await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/"))).toEqual([]);
    const elsewhere = await (await guest(limited)).request("/reset-password", { method: "POST", json: { email } });
    expect(elsewhere.status).toBe(200);
    expect((await mailsTo(db(), email)).filter((m) => m.text.includes("/reset/")).length).toBe(1);
  });
  it("answers before the reset mail is out (known and unknown e-mails alike); with SMTP the outbox keeps no body", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const sent: { to: string; text: string }[] = [];
    // a shop of its own: its job worker sends by this SMTP (the queue is the database's)
    const own = await on.open({ products: 3 });
    const { app: smtp } = await makeTestApp(own, {
      mailTransport: {
        sendMail: async (m) => {
          await gate;
          sent.push(m);
        },
      },
    });
    const { email } = await signUp(smtp);
    const ask = async (to: string) => {
      const answer = (await guest(smtp)).request("/reset-password", { method: "POST", json: { email: to } });
      return Promise.race([answer, new Promise<"waited">((r) => setTimeout(() => r("waited"), 3000))]);
    };
    const known = await ask(email);
    const unknown = await ask(uniqueEmail("nobody"));
    expect(known).not.toBe("waited");
    expect(unknown).not.toBe("waited");
    expect((known as Response).status).toBe(200);
    expect(await (known as Response).json()).toEqual(await (unknown as Response).json());
    expect(sent).toEqual([]);
    release();
    await testBackground.idle();
    const resets = sent.filter((m) => m.text.includes("/reset/"));
    expect(resets.map((m) => m.to)).toEqual([email]);
    // the welcome mail and the reset mail: the outbox keeps no body of what went by SMTP, nor does the finished job
    const kept = await mailsTo(own.db, email);
    expect(kept.map((m) => ({ status: m.status, text: m.text, html: m.html }))).toEqual([
      { status: "sent", text: "", html: "" },
      { status: "sent", text: "", html: "" },
    ]);
    const done = await own.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    expect(done.every((j) => j.state === "done" && !JSON.stringify(j.payload).includes("/reset/"))).toBe(true);
    await own.close();
  });

  it("a mail the SMTP server refuses is tried again, then logged as failed without its body (dead job), and the answer was the same", async () => {
    let tries = 0;
    const own = await on.open({ products: 3 });
    const { app: smtp } = await makeTestApp(own, {
      mailTransport: {
        sendMail: async (m) => {
          if (m.text.includes("/reset/")) tries++;
          throw new Error("550 mailbox unavailable");
        },
      },
    });
    const { email } = await signUp(smtp);
    const res = await (await guest(smtp)).request("/reset-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    const mails = await mailsTo(own.db, email);
    expect(mails.map((m) => ({ status: m.status, text: m.text, html: m.html }))).toEqual([
      { status: "failed", text: "", html: "" },
      { status: "failed", text: "", html: "" },
    ]);
    expect(tries).toBe(8);
    const dead = await own.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    expect(dead.map((j) => [j.state, j.attempts, j.lastError])).toEqual([
      ["dead", 8, "550 mailbox unavailable"],
      ["dead", 8, "550 mailbox unavailable"],
    ]);
    await own.close();
  });

  it("hashes the new password only for a live code: a wrong code or e-mail costs no hashing", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const hashing = vi.mocked(hashPassword);
    hashing.mockClear();
    expect((await setPassword(client, { email, resetCode: "z".repeat(43) })).status).toBe(422);
    expect((await setPassword(client, { email: uniqueEmail("other"), resetCode: link.code })).status).toBe(422);
    expect(hashing).not.toHaveBeenCalled();
    expect((await setPassword(client, { email, resetCode: link.code })).status).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it("ten tries of codes per client address in 15 minutes; the eleventh is 429 even with a live code, and the code stays unspent", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email, userId } = await signUp(app);
    const link = await requestCode(await guest(app), email);
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      expect((await setPassword(await guest(limited, address), { email, resetCode: `guess-${i}-${"q".repeat(30)}` })).status).toBe(422);
    }
    const eleventh = await setPassword(await guest(limited, address), { email, resetCode: link.code });
    expect(eleventh.status).toBe(429);
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(row.usedAt).toBeNull();
    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(200);
    expect((await setPassword(await guest(limited), { email, resetCode: link.code })).status).toBe(200);
  });

  it("a client refused for its address counts nothing against the e-mail it asked for", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++)
      expect(
        (await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email: uniqueEmail("probe") } }))
          .status,
      ).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await (await guest(limited, address)).request("/reset-password", { method: "POST", json: { email } })).status).toBe(429);
    for (let i = 0; i < 5; i++)
      expect(
        (await (await guest(limited)).request("/reset-password", { method: "POST", json: { email } })).status,
        `request ${i + 1}`,
      ).toBe(200);
    expect((await (await guest(limited)).request("/reset-password", { method: "POST", json: { email } })).status).toBe(429);
  });

  it("changing the password voids the reset links not yet used", async () => {
    const { client, email, userId } = await signUp(app);
    const link = await requestCode(await guest(app), email);
    const change = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: PASSWORD, password: "changed-by-owner", password_confirmation: "changed-by-owner" },
    });
    expect(change.status).toBe(200);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, userId))).toEqual([]);
    const late = await setPassword(await guest(app), { email, resetCode: link.code });
    expect(late.status).toBe(422);
    expect((await signIn(await guest(app), email, "changed-by-owner")).status).toBe(200);
  });

  it("a reset link's path is never counted as a page view", async () => {
    const { email } = await signUp(app);
    const client = await guest(app);
    const link = await requestCode(client, email);
    const res = await client.request("/analytics/page-view", {
      method: "POST",
      json: { path: `/reset/${encodeURIComponent(email)}/${link.code}` },
    });
    expect(res.status).toBe(204);
    expect(await db().select().from(pageViewCounts).where(like(pageViewCounts.path, "%/reset/%"))).toEqual([]);
    expect((await client.request("/analytics/page-view", { method: "POST", json: { path: "/reset-password" } })).status).toBe(204);
    expect((await db().select().from(pageViewCounts).where(eq(pageViewCounts.path, "/reset-password"))).length).toBe(1);
  });
});
