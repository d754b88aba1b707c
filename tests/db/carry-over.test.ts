import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products, productViews, sessions } from "../../db/schema";
import { guest, localeStrings, PASSWORD, sessionHash, sessionRow, signIn, signUp, type TestApp, uniqueEmail } from "../setup/accounts";
import { present } from "../setup/present";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** What a guest gathered joins the account at sign-in (domain/accounts/carry-over.ts). */
describeOnDatabases("guest data carried over at sign-in", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let slugs: string[];
  let idOf: Map<string, number>;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    const rows = await database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.isVisible, true))
      .orderBy(asc(products.id))
      .limit(12);
    slugs = rows.map((r) => r.slug);
    idOf = new Map(rows.map((r) => [r.slug, r.id]));
  });

  const db = () => database.db;
  const view = async (client: TestClient, slug: string) => {
    const res = await client.request("/home/product-view", { method: "POST", json: { product_slug: slug } });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
  };
  const viewed = async (client: TestClient) => {
    const res = await client.request("/viewed-products");
    expect(res.status).toBe(200);
    return ((await res.json()).viewed_products as { slug: string }[]).map((p) => p.slug);
  };
  const viewsOf = (slugList: string[]) =>
    db()
      .select()
      .from(productViews)
      .where(
        inArray(
          productViews.productId,
          slugList.map((s) => present(idOf.get(s), `product ${s}`)),
        ),
      );

  it("a guest's product views become the user's own at sign-in, ahead of what others viewed later", async () => {
    const [a, b, c, d] = slugs.slice(0, 4);
    const { email, userId, client: elsewhere } = await signUp(app);
    await elsewhere.request("/logout");

    const visitor = await guest(app);
    await view(visitor, a);
    await view(visitor, b);
    const guestHash = sessionHash(visitor);
    const someoneElse = await guest(app);
    await view(someoneElse, c);
    await view(someoneElse, d);
    expect((await viewed(visitor)).slice(0, 2)).toEqual([b, a]);

    expect((await signIn(visitor, email, PASSWORD)).status).toBe(200);
    const moved = await viewsOf([a, b]);
    expect(moved.length).toBe(2);
    for (const row of moved) expect(row).toMatchObject({ userId, sessionHash: sessionHash(visitor) });
    expect(await db().select().from(productViews).where(eq(productViews.sessionHash, guestHash))).toEqual([]);
    const untouched = await viewsOf([c, d]);
    for (const row of untouched) expect(row).toMatchObject({ userId: null, sessionHash: sessionHash(someoneElse) });

    expect((await viewed(visitor)).slice(0, 4)).toEqual([b, a, d, c]);
    const otherDevice = await guest(app);
    expect((await signIn(otherDevice, email, PASSWORD)).status).toBe(200);
    expect((await viewed(otherDevice)).slice(0, 4)).toEqual([b, a, d, c]);
    expect((await viewed(someoneElse)).slice(0, 2)).toEqual([d, c]);
  });

  it("views made before signing up join the new account too", async () => {
    const [e, f, g] = slugs.slice(4, 7);
    const visitor = await guest(app);
    await view(visitor, e);
    await view(visitor, f);
    const later = await guest(app);
    await view(later, g);
    const res = await visitor.request("/register", {
      method: "POST",
      json: { first_name: "New", email: uniqueEmail("carry"), password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(res.status).toBe(200);
    const { user, token } = await res.json();
    visitor.token = token;
    expect((await viewsOf([e, f])).map((r) => r.userId)).toEqual([user.id, user.id]);
    // own views first; what others viewed (g) tops the list up once the shared 30 s list refreshes
    expect((await viewed(visitor)).slice(0, 2)).toEqual([f, e]);
  });

  it("signing in as someone else on a signed-in session hands over no views of the first account", async () => {
    const [h, i] = slugs.slice(7, 9);
    const first = await signUp(app);
    const second = await signUp(app);
    await view(first.client, h);
    const shared = first.client;
    expect((await signIn(shared, second.email, PASSWORD)).status).toBe(200);
    await view(shared, i);
    expect((await viewsOf([h])).map((r) => r.userId)).toEqual([first.userId]);
    expect((await viewsOf([i])).map((r) => r.userId)).toEqual([second.userId]);
    const again = await guest(app);
    await signIn(again, first.email, PASSWORD);
    expect((await viewed(again))[0]).toBe(h);
  });

  it("the currency, language and other data of the guest's session stay with it after sign-in", async () => {
    const { email, userId } = await signUp(app);
    const visitor = await guest(app);
    expect((await visitor.request("/change/currency/EUR")).status).toBe(200);
    expect((await visitor.request("/change/locale/fa")).status).toBe(200);
    const guestHash = sessionHash(visitor);
    expect((await sessionRow(db(), visitor))?.data).toMatchObject({ currency: "EUR", locale: "fa" });
    // a list kept in the guest's session (as the compare list will be) travels with it too
    await db()
      .update(sessions)
      .set({ data: { currency: "EUR", locale: "fa", compare_list: [idOf.get(slugs[0])] } })
      .where(eq(sessions.idHash, guestHash));

    expect((await signIn(visitor, email, PASSWORD)).status).toBe(200);
    expect(sessionHash(visitor)).not.toBe(guestHash);
    expect(await sessionRow(db(), visitor)).toMatchObject({
      userId,
      data: { currency: "EUR", locale: "fa", compare_list: [idOf.get(slugs[0])] },
    });
    expect(await db().select().from(sessions).where(eq(sessions.idHash, guestHash))).toEqual([]);

    const fa = localeStrings("fa");
    const refused = await visitor.request("/user/change-password", {
      method: "POST",
      json: { current_password: "wrong-one-here", password: "another-pass-1", password_confirmation: "another-pass-1" },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.current_password).toEqual([fa.v_current_password]);
  });
});
