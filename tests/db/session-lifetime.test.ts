import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { cartLines, categories, compareItems, products, sessions, shops, users } from "../../db/schema";
import { BROWSER_SESSION_HOURS, GUEST_SESSION_DAYS, SessionStore } from "../../server/session/session";
import { describeOnDatabases } from "../setup/test-db";

const HOUR = 3_600_000;

/** How long a session row lives: 30 days for guests and "remember me", 12 idle hours otherwise; expired rows are swept; a banned account's session signs out. */
describeOnDatabases("session lifetime", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let userId: number;
  let now = Date.UTC(2026, 0, 10, 12);
  const store = () =>
    new SessionStore(
      () => database.db,
      "test-secret-test-secret-test-secret-0123",
      () => new Date(now),
    );

  beforeAll(async () => {
    database = on.database;
    [{ id: userId }] = await database.db
      .insert(users)
      .values({ email: "life@example.com", passwordHash: "x", firstName: "Life" })
      .returning({ id: users.id });
  });

  async function signedIn(remember: boolean) {
    const session = await store().load(undefined);
    session.regenerate({ userId, keepData: true, remember });
    await store().save(session);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash));
    return { session, row };
  }

  it("keeps a remembered session 30 days and a browser session 12 hours", async () => {
    const remembered = await signedIn(true);
    expect(+remembered.row.expiresAt - now).toBe(GUEST_SESSION_DAYS * 24 * HOUR);
    const browser = await signedIn(false);
    expect(+browser.row.expiresAt - now).toBe(BROWSER_SESSION_HOURS * HOUR);
  });

  it("extends a browser session used past half its life, and ends one left idle", async () => {
    const { session } = await signedIn(false);
    now += 7 * HOUR;
    const loaded = await store().load(session.id);
    expect(loaded.userId).toBe(userId);
    await store().save(loaded);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash));
    expect(+row.expiresAt - now).toBe(BROWSER_SESSION_HOURS * HOUR);
    now += 13 * HOUR;
    const expired = await store().load(session.id);
    expect(expired.userId).toBeNull();
    expect(await store().sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash))).toHaveLength(0);
  });

  it("sweeping an expired guest session drops the cart and compare list it kept, and nobody else's", async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ email: "shop-owner@example.com", passwordHash: "x", firstName: "Owner" })
      .returning({ id: users.id });
    const [shop] = await database.db
      .insert(shops)
      .values({ ownerId: owner.id, slug: "sweep-shop", name: { en: "Sweep" } })
      .returning({ id: shops.id });
    const [category] = await database.db
      .insert(categories)
      .values({ slug: "sweep-cat", name: { en: "C" }, path: "/1/", depth: 0 })
      .returning({ id: categories.id });
    const [product] = await database.db
      .insert(products)
      .values({ shopId: shop.id, categoryId: category.id, slug: "sweep-product", name: { en: "P" }, priceCents: 100, stock: 5 })
      .returning({ id: products.id });
    const guest = await store().load(undefined);
    guest.set("carted", true);
    await store().save(guest);
    const kept = await store().load(undefined);
    kept.set("carted", true);
    await store().save(kept);
    for (const hash of [guest.idHash, kept.idHash]) {
      await database.db
        .insert(cartLines)
        .values({ sessionHash: hash, productId: product.id, quantity: 1, trxId: `trx-${hash.slice(0, 8)}` });
      await database.db.insert(compareItems).values({ sessionHash: hash, productId: product.id });
    }
    await database.db.insert(cartLines).values({ userId, productId: product.id, quantity: 1, trxId: "trx-user" });
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(now - HOUR) })
      .where(eq(sessions.idHash, guest.idHash));
    await store().sweepExpired();
    expect(await database.db.select().from(cartLines).where(eq(cartLines.sessionHash, guest.idHash))).toHaveLength(0);
    expect(await database.db.select().from(compareItems).where(eq(compareItems.sessionHash, guest.idHash))).toHaveLength(0);
    expect(await database.db.select().from(cartLines).where(eq(cartLines.sessionHash, kept.idHash))).toHaveLength(1);
    expect(await database.db.select().from(cartLines).where(eq(cartLines.userId, userId))).toHaveLength(1);
  });

  it("never writes back a session row deleted while a request held it (reset, password change, sign-out elsewhere)", async () => {
    const { session } = await signedIn(true);
    const held = await store().load(session.id); // a request in flight loaded it...
    expect(held.userId).toBe(userId);
    await database.db.delete(sessions).where(eq(sessions.userId, userId)); // ...when a reset ended every session
    held.set("currency", "EUR"); // and it changed something before saving
    now += 20 * 24 * HOUR; // past half its life, so the save would extend it too
    await store().save(held);
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash))).toHaveLength(0);
    expect((await store().load(session.id)).userId).toBeNull();
  });

  it("still saves a new guest's first row and a signed-in session's changes", async () => {
    const fresh = await store().load(undefined);
    fresh.set("locale", "fa");
    await store().save(fresh);
    const [guestRow] = await database.db.select().from(sessions).where(eq(sessions.idHash, fresh.idHash));
    expect(guestRow).toMatchObject({ userId: null, data: { locale: "fa" } });

    const { session } = await signedIn(true);
    const loaded = await store().load(session.id);
    loaded.set("currency", "EUR");
    await store().save(loaded);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, session.idHash));
    expect(row).toMatchObject({ userId, data: { currency: "EUR" } });
  });

  it("loads the session of an account banned since it signed in as a guest's", async () => {
    const { session } = await signedIn(true);
    expect((await store().load(session.id)).userId).toBe(userId);
    await database.db.update(users).set({ status: "banned" }).where(eq(users.id, userId));
    const loaded = await store().load(session.id);
    expect(loaded.userId).toBeNull();
    await database.db.update(users).set({ status: "active" }).where(eq(users.id, userId));
  });
});
