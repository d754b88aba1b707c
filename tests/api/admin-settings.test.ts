import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { settings } from "../../db/schema";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { simpleProduct, typedAddress } from "../setup/shop-fixture";
import { TEST_DATABASES } from "../setup/test-db";
import { makeTestApp } from "../setup/test-app";

/** `POST admin/settings`: only admins change the checkout settings, only to allowed values. */
describe.each(TEST_DATABASES)("checkout settings on $name", ({ open }) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = await open();
    ({ app } = await makeTestApp(database, { products: 10 }));
  });
  afterAll(async () => {
    await database?.close();
  });
  const stored = async (key: string) => (await database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

  it("a guest and a customer get 404 and nothing changes; an admin turns guest checkout off and on", async () => {
    const visitor = await guest(app);
    expect((await visitor.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } })).status).toBe(404);
    const { client } = await signUp(app);
    expect((await client.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } })).status).toBe(404);
    expect(await stored("disable_guest")).toBeUndefined();

    const admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
    for (const bad of [{ disable_guest: 2 }, { order_wise_tax_percentage: "ten" }, { shipping_fee_type: "teleport" }, { site_name: "x" }]) {
      expect((await admin.request("/admin/settings", { method: "POST", json: bad })).status).toBe(422);
    }
    expect((await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 1 }, noToken: true })).status).toBe(419);
    expect(await stored("disable_guest")).toBeUndefined();
    const on = await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 1 } });
    expect(on.status).toBe(200);
    expect(await stored("disable_guest")).toBe(1);
    // it holds at once (the cached settings were dropped): a guest cannot place an order
    const p = await simpleProduct(database.db);
    await visitor.request("/user/addToCart", { method: "POST", json: { id: p.id } });
    const refused = await visitor.request("/user/confirm-order", {
      method: "POST",
      json: { shipping_address: await typedAddress(database.db) },
    });
    expect(refused.status).toBe(401);
    await admin.request("/admin/settings", { method: "POST", json: { disable_guest: 0 } });
    expect(await stored("disable_guest")).toBe(0);
  });
});
