import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openPglite } from "../../db/client";
import { sharedPageToken } from "../../server/session/session";
import { SECRET } from "../setup/accounts";
import { makeTestApp } from "../setup/test-app";

/** APP_PATH: every call, file and cookie lives under the base path, and nothing outside it. */
describe("the shop under APP_PATH=/shop", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];

  beforeAll(async () => {
    database = await openPglite();
    await database.migrate();
    ({ app } = await makeTestApp(database, { appPath: "/shop" }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers the calls under the base path with a cookie scoped to it", async () => {
    const res = await app.request("/shop/settings-data");
    expect(res.status).toBe(200);
    // the first thing stored sets the cookie
    const headers = { "csrf-token": sharedPageToken(SECRET), "x-requested-with": "XMLHttpRequest" };
    const changed = await app.request("/shop/change/currency/EUR", { headers });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("set-cookie")).toMatch(/Path=\/shop/);
    const body = await res.json();
    expect(body.settings.lang_file).toBe("http://localhost/shop/lang/en.json");
    expect((await app.request("/shop/lang/fa.json")).status).toBe(200);
    expect((await app.request("/shop/healthz")).status).toBe(200);
  });

  it("answers nothing outside the base path", async () => {
    for (const url of ["/settings-data", "/lang/en.json", "/healthz"]) expect((await app.request(url)).status, url).toBe(404);
  });
});
