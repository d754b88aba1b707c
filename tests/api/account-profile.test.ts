import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { notifications, sessions, shops, users } from "../../db/schema";
import { AVATAR_MAX_BYTES } from "../../domain/accounts/avatar";
import { guest, mailsTo, PASSWORD, sessionRow, signedInUser, signIn, signUp, type TestApp, uniqueEmail, userRow } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const shopFields = (name: string, slug?: string) => ({
  shop_name: name,
  ...(slug !== undefined ? { slug } : {}),
  shop_phone: "+1 555 0199",
  shop_address: "1 Market Street",
});
const uniqueSlug = () => `shop-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Change password, profile and picture, seller sign-up and a customer becoming a seller. */
describeOnDatabases("account profile", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let uploads: string;

  beforeAll(async () => {
    database = on.database;
    let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
    ({ app, services } = await makeTestApp(database));
    uploads = path.join(services.env.dataDir, "uploads");
  });

  const db = () => database.db;
  const avatarFiles = (userId: number) =>
    existsSync(path.join(uploads, "avatars"))
      ? readdirSync(path.join(uploads, "avatars"))
          .filter((f) => f.startsWith(`u${userId}-`))
          .sort()
      : [];

  it("change-password: a wrong current password is 422 and changes nothing", async () => {
    const { client, email } = await signUp(app);
    const hash = (await userRow(db(), email)).passwordHash;
    const wrong = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: "not-the-password", password: "brand-new-pass", password_confirmation: "brand-new-pass" },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ current_password: ["The current password is not right."] });
    const mismatch = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: PASSWORD, password: "brand-new-pass", password_confirmation: "brand-new-pasS" },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys((await mismatch.json()).errors)).toEqual(["password_confirmation"]);
    const short = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: PASSWORD, password: "short", password_confirmation: "short" },
    });
    expect(short.status).toBe(422);
    expect((await short.json()).errors.password).toBeTruthy();
    const noToken = await client.request("/user/change-password", {
      method: "POST",
      noToken: true,
      json: { current_password: PASSWORD, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
    });
    expect(noToken.status).toBe(419);
    expect((await userRow(db(), email)).passwordHash).toBe(hash);
    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(200);
  });

  it("change-password ends the user's other sessions, keeps this one, and only the new password signs in", async () => {
    const { client: other, email, userId } = await signUp(app);
    const client = await guest(app);
    await signIn(client, email, PASSWORD);
    const { client: stranger, userId: strangerId } = await signUp(app);

    const res = await client.request("/user/change-password", {
      method: "POST",
      json: { current_password: PASSWORD, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBeTruthy();

    expect((await other.request("/user/get-all-address")).status).toBe(401);
    expect(await sessionRow(db(), other)).toBeUndefined();
    expect((await client.request("/user/get-all-address")).status).toBe(200);
    expect(await sessionRow(db(), client)).toMatchObject({ userId });
    expect((await db().select().from(sessions).where(eq(sessions.userId, userId))).length).toBe(1);
    expect((await signedInUser(stranger))?.id).toBe(strangerId);

    expect((await signIn(await guest(app), email, PASSWORD)).status).toBe(422);
    expect((await signIn(await guest(app), email, "brand-new-pass")).status).toBe(200);
  });

  it("update-profile saves name, phone, gender and birth date and answers the updated user", async () => {
    const { client, email, userId } = await signUp(app);
    const res = await client.request("/user/update-profile", {
      method: "POST",
      json: {
        first_name: " Mina ",
        last_name: "Rad",
        phone: "+98 21 5555 1234",
        gender: "female",
        date_of_birth: "1990-04-30",
        email: "hijack@example.com",
        role: "admin",
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({
      id: userId,
      first_name: "Mina",
      last_name: "Rad",
      full_name: "Mina Rad",
      phone: "+98 21 5555 1234",
      gender: "female",
      date_of_birth: "1990-04-30",
      email,
      role: "customer",
    });
    expect(await userRow(db(), email)).toMatchObject({
      firstName: "Mina",
      lastName: "Rad",
      phone: "+98 21 5555 1234",
      gender: "female",
      birthDate: "1990-04-30",
      role: "customer",
    });

    const cleared = await client.request("/user/update-profile", {
      method: "POST",
      json: { first_name: "Mina", gender: "", date_of_birth: "" },
    });
    expect(cleared.status).toBe(200);
    expect(await userRow(db(), email)).toMatchObject({ gender: null, birthDate: null, phone: null, lastName: "" });
  });

  it("update-profile refuses a missing first name, an unknown gender and a birth date that is not a real past date; nothing changes", async () => {
    const { client, email } = await signUp(app, { first_name: "Keep" });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: "" }, "first_name"],
      [{ first_name: "X", gender: "robot" }, "gender"],
      [{ first_name: "X", date_of_birth: tomorrow }, "date_of_birth"],
      [{ first_name: "X", date_of_birth: "2001-02-30" }, "date_of_birth"],
      [{ first_name: "X", date_of_birth: "30/04/1990" }, "date_of_birth"],
      [{ first_name: "X", phone: "call me" }, "phone"],
    ];
    for (const [json, field] of cases) {
      const res = await client.request("/user/update-profile", { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
    }
    expect(await userRow(db(), email)).toMatchObject({ firstName: "Keep", gender: null, birthDate: null });
  });

  it("update-profile with a picture re-encodes it into 96 and 256 px WebP files that the user's profile_image points at; a new one replaces them", async () => {
    const { client, email, userId } = await signUp(app);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("first_name", "Pic");
    form.set("image", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const res = await client.request("/user/update-profile", { method: "POST", body: form });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.first_name).toBe("Pic");
    expect(user.has_avatar).toBe(true);
    const match = new RegExp(`^/uploads/(avatars/u${userId}-[0-9a-f]{16})-256x256\\.webp$`).exec(user.profile_image);
    expect(match, user.profile_image).not.toBeNull();
    const key = present(match, `the avatar key in ${user.profile_image}`)[1];
    expect((await userRow(db(), email)).avatar).toBe(key);
    for (const size of [96, 256]) {
      const file = path.join(uploads, `${key}-${size}x${size}.webp`);
      expect(existsSync(file), file).toBe(true);
      expect(await sharp(readFileSync(file)).metadata()).toMatchObject({ format: "webp", width: size, height: size });
    }
    const served = await app.request(user.profile_image);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const second = new FormData();
    second.set("first_name", "Pic");
    second.set(
      "image",
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 30, height: 50, channels: 3, background: "#00f" } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        "again.jpg",
      ),
    );
    const again = await client.request("/user/update-profile", { method: "POST", body: second });
    expect(again.status).toBe(200);
    const newKey = present((await userRow(db(), email)).avatar, "the new avatar");
    expect(newKey).not.toBe(key);
    expect(avatarFiles(userId)).toEqual([`${newKey.slice(8)}-256x256.webp`, `${newKey.slice(8)}-96x96.webp`]);
  });

  it("update-profile refuses a file that is not an image (by its content, not its name) with 422 and changes nothing", async () => {
    const { client, email, userId } = await signUp(app, { first_name: "Plain" });
    const form = new FormData();
    form.set("first_name", "Changed");
    form.set("image", new File([new TextEncoder().encode("<?php echo 'hi'; ?> not a picture")], "x.png", { type: "image/png" }));
    const res = await client.request("/user/update-profile", { method: "POST", body: form });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["image"]);
    expect(await userRow(db(), email)).toMatchObject({ firstName: "Plain", avatar: null });
    expect(avatarFiles(userId)).toEqual([]);
  });

  it("update-profile refuses an SVG and a picture of more than 16 megapixels (422), and a body over the upload limit (413); nothing changes", async () => {
    const { client, email, userId } = await signUp(app, { first_name: "Plain" });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
    );
    const bomb = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(AVATAR_MAX_BYTES); // small on the wire, 20 megapixels once decoded
    const huge = new Uint8Array(AVATAR_MAX_BYTES + 200_000);
    huge.set(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "#0f0" } })
        .png()
        .toBuffer(),
    );
    for (const [label, bytes, status] of [
      ["svg", svg, 422],
      ["bomb", new Uint8Array(bomb), 422],
      ["huge", huge, 413],
    ] as const) {
      const form = new FormData();
      form.set("first_name", "Changed");
      form.set("image", new File([bytes], "x.png", { type: "image/png" }));
      const res = await client.request("/user/update-profile", { method: "POST", body: form });
      expect(res.status, label).toBe(status);
      const body = await res.json();
      if (status === 422) expect(Object.keys(body.errors), label).toEqual(["image"]);
      else expect(body).toEqual({ error: "The request is too large." });
    }
    expect(await userRow(db(), email)).toMatchObject({ firstName: "Plain", avatar: null });
    expect(avatarFiles(userId)).toEqual([]);
  });

  it("update-profile still takes a picture of up to 5 MB, and a broken multipart body is 400", async () => {
    const { client, email } = await signUp(app, { first_name: "Plain" });
    const noisy = await sharp(Buffer.from(Array.from({ length: 1200 * 1000 * 3 }, (_, i) => (i * 2654435761) % 251)), {
      raw: { width: 1200, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(1024 * 1024); // over the shop-wide 1 MB, under the picture's 5 MB
    expect(noisy.byteLength).toBeLessThan(AVATAR_MAX_BYTES);
    const form = new FormData();
    form.set("first_name", "Big");
    form.set("image", new File([new Uint8Array(noisy)], "big.png", { type: "image/png" }));
    const ok = await client.request("/user/update-profile", { method: "POST", body: form });
    expect(ok.status).toBe(200);
    expect((await userRow(db(), email)).firstName).toBe("Big");

    const broken = await client.request("/user/update-profile", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nBroken\r\n--x--\r\n',
    });
    expect(broken.status).toBe(400);
    expect((await userRow(db(), email)).firstName).toBe("Big");
  });

  it("change-password counts wrong current passwords with sign-in's: after ten the eleventh is 429 even when right, and sign-in is locked too", async () => {
    const { app: limited } = await makeTestApp(database, { seed: false });
    const { email } = await signUp(app);
    const client = await guest(limited);
    expect((await signIn(client, email, PASSWORD)).status).toBe(200);
    const hash = (await userRow(db(), email)).passwordHash;
    const attempt = (current: string) =>
      client.request("/user/change-password", {
        method: "POST",
        json: { current_password: current, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
      });
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`guess-${i}-password`)));
    expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(422));
    const right = await attempt(PASSWORD);
    expect(right.status).toBe(429);
    expect((await right.json()).error).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    expect((await userRow(db(), email)).passwordHash).toBe(hash);
    expect((await signIn(await guest(limited), email, PASSWORD)).status).toBe(429);
  });

  it("seller-register opens an unverified shop, makes the user a seller, leaves a notification and a mail", async () => {
    const client = await guest(app);
    const email = uniqueEmail("seller");
    const slug = uniqueSlug();
    const res = await client.request("/seller-register", {
      method: "POST",
      json: {
        first_name: "Sam",
        last_name: "Sell",
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...shopFields("Sam's Lamps", slug),
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.type).toBe("seller");
    expect(body.user).toMatchObject({ email, role: "seller", shop: { slug, name: "Sam's Lamps", verified: false } });
    client.token = body.token;
    expect((await signedInUser(client))?.id).toBe(body.user.id);

    const user = await userRow(db(), email);
    expect(user.role).toBe("seller");
    const [shop] = await db().select().from(shops).where(eq(shops.ownerId, user.id));
    expect(shop).toMatchObject({ slug, verifiedAt: null, phone: "+1 555 0199", address: "1 Market Street", name: { en: "Sam's Lamps" } });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.length).toBe(1);
    expect(notes[0].title).toContain("Sam's Lamps");
    const mails = await mailsTo(db(), email);
    expect(mails.map((m) => m.subject)).toEqual(["Your shop Sam's Lamps awaits verification"]);
  });

  it("seller-register refuses a taken or malformed slug and missing shop fields; no account is left behind", async () => {
    const slug = uniqueSlug();
    const first = await guest(app);
    const firstEmail = uniqueEmail("seller");
    expect(
      (
        await first.request("/seller-register", {
          method: "POST",
          json: { first_name: "A", email: firstEmail, password: PASSWORD, password_confirmation: PASSWORD, ...shopFields("First", slug) },
        })
      ).status,
    ).toBe(200);

    const client = await guest(app);
    const email = uniqueEmail("seller");
    const account = { first_name: "B", email, password: PASSWORD, password_confirmation: PASSWORD };
    const taken = await client.request("/seller-register", {
      method: "POST",
      json: { ...account, ...shopFields("Second", slug.toUpperCase()) },
    });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ slug: ["This shop address is taken. Please choose another."] });
    const malformed = await client.request("/seller-register", {
      method: "POST",
      json: { ...account, ...shopFields("Second", "bad slug!") },
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys((await malformed.json()).errors)).toEqual(["slug"]);
    // phone and address may wait (tests/api/contract-accounts.test.ts); the shop's name may not
    const missing = await client.request("/seller-register", { method: "POST", json: { ...account, shop_phone: "+1 555 0100" } });
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual(["shop_name"]);

    expect(await userRow(db(), email)).toBeUndefined();
    expect(await mailsTo(db(), email)).toEqual([]);
    expect((await db().select().from(shops).where(eq(shops.slug, slug))).length).toBe(1);
    expect(await signedInUser(client)).toBeNull();
  });

  it("seller-register without a slug takes one from the shop name, and a second shop of that name gets another", async () => {
    const name = `Tea House ${Date.now().toString(36)}`;
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const client = await guest(app);
      const res = await client.request("/seller-register", {
        method: "POST",
        json: { first_name: "T", email: uniqueEmail("tea"), password: PASSWORD, password_confirmation: PASSWORD, ...shopFields(name) },
      });
      expect(res.status).toBe(200);
      slugs.push((await res.json()).user.shop.slug);
    }
    expect(slugs[0]).toBe(name.toLowerCase().replace(/ /g, "-"));
    expect(slugs[1]).not.toBe(slugs[0]);
    expect(slugs[1]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("user-to-seller: a customer becomes a seller with an unverified shop, once; the second time is 409", async () => {
    const { client, email, userId } = await signUp(app);
    const slug = uniqueSlug();
    const res = await client.request("/user/user-to-seller", { method: "POST", json: shopFields("Corner Books", slug) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.shop).toMatchObject({ slug });
    expect(body.user).toMatchObject({ id: userId, role: "seller", shop: { slug, verified: false } });
    expect((await userRow(db(), email)).role).toBe("seller");
    const owned = await db().select().from(shops).where(eq(shops.ownerId, userId));
    expect(owned).toMatchObject([{ slug, verifiedAt: null }]);
    expect((await db().select().from(notifications).where(eq(notifications.userId, userId))).length).toBe(1);
    expect((await mailsTo(db(), email)).map((m) => m.subject)).toContain("Your shop Corner Books awaits verification");

    const again = await client.request("/user/user-to-seller", { method: "POST", json: shopFields("Second Books", uniqueSlug()) });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("You already have a shop.");
    expect((await db().select().from(shops).where(eq(shops.ownerId, userId))).length).toBe(1);
  });

  it("user-to-seller sent five times at once opens one shop: one 200, four 409", async () => {
    const { client, userId } = await signUp(app);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => client.request("/user/user-to-seller", { method: "POST", json: shopFields("Twin", uniqueSlug()) })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await db().select().from(shops).where(eq(shops.ownerId, userId))).length).toBe(1);
    expect((await db().select().from(notifications).where(eq(notifications.userId, userId))).length).toBe(1);
  });

  it("user-to-seller: a seller who has a shop gets 409, an admin gets 403, a taken slug is 422; none of them changes", async () => {
    const seller = await guest(app);
    await signIn(seller, "seller@example.com", "seller123");
    expect((await seller.request("/user/user-to-seller", { method: "POST", json: shopFields("Another", uniqueSlug()) })).status).toBe(409);

    const admin = await guest(app);
    await signIn(admin, "admin@example.com", "admin123");
    const refused = await admin.request("/user/user-to-seller", { method: "POST", json: shopFields("Admin shop", uniqueSlug()) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Admin accounts cannot open a shop.");
    expect((await userRow(db(), "admin@example.com")).role).toBe("admin");

    const [taken] = await db().select({ slug: shops.slug }).from(shops).limit(1);
    const { client, email, userId } = await signUp(app);
    const res = await client.request("/user/user-to-seller", { method: "POST", json: shopFields("Dup", taken.slug) });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["slug"]);
    expect((await userRow(db(), email)).role).toBe("customer");
    expect(await db().select().from(shops).where(eq(shops.ownerId, userId))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, userId))).toEqual([]);
    const noToken = await client.request("/user/user-to-seller", {
      method: "POST",
      noToken: true,
      json: shopFields("Sneaky", uniqueSlug()),
    });
    expect(noToken.status).toBe(419);
    expect((await userRow(db(), email)).role).toBe("customer");
    expect((await db().select({ id: users.id }).from(users).where(eq(users.id, userId))).length).toBe(1);
  });
});
