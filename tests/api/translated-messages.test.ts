import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { guest, type TestApp } from "../setup/accounts";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const LATIN_WORD = /[A-Za-z]{3,}/;

/** Issue 12 item 7: what the shop writes into an answer is in the viewer's language, errors and confirmations alike. */
describeOnDatabases("messages in the viewer's language", { products: 5 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let persian: TestClient;

  const call = async (client: TestClient, url: string, init: Parameters<TestClient["request"]>[1] = {}) => {
    const res = await client.request(url, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errors?: Record<string, string[]> } };
  };

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    persian = await guest(app);
    const switched = await call(persian, "/change/locale/fa");
    expect(switched.status).toBe(200);
    expect(switched.body.success).toBe("زبان با موفقیت تغییر کرد");
  });

  it.each([
    ["/home/product-details/no-such-product", "محصول پیدا نشد"],
    ["/home/filtered_products?type=category&slug=no-such-category", "دسته‌بندی پیدا نشد"],
    ["/home/filtered_products?type=brand&slug=no-such-brand", "برند پیدا نشد"],
    ["/home/others-page/no-such-page", null],
    ["/change/currency/XYZ", "این واحد پول در دسترس نیست."],
    ["/change/locale/xx", "این زبان در دسترس نیست."],
  ])("GET %s answers 404 in Persian", async (url, message) => {
    const { status, body } = await call(persian, url);
    expect(status).toBe(404);
    expect(String(body.error)).not.toMatch(LATIN_WORD);
    if (message) expect(body.error).toBe(message);
  });

  it("a currency change confirms in Persian", async () => {
    const { status, body } = await call(persian, "/change/currency/USD");
    expect(status).toBe(200);
    expect(body.success).toBe("واحد پول با موفقیت تغییر کرد");
  });

  it("the newsletter's answers and field errors are Persian", async () => {
    const bad = await call(persian, "/home/subscribers", { method: "POST", json: { email: "not-an-address" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.email?.[0]).not.toMatch(LATIN_WORD);
    const ok = await call(persian, "/home/subscribers", { method: "POST", json: { email: "reader@example.com" } });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe("عضویت شما با موفقیت انجام شد");
    const again = await call(persian, "/home/subscribers", { method: "POST", json: { email: "reader@example.com" } });
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual(["این ایمیل پیش‌تر عضو خبرنامه شده است."]);
  });

  it("search and page-view field errors are Persian", async () => {
    const long = await call(persian, `/search/suggest?q=${"a".repeat(500)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors?.q?.[0]).not.toMatch(LATIN_WORD);
    const path = await call(persian, "/analytics/page-view", { method: "POST", json: { path: "no-slash" } });
    expect(path.status).toBe(422);
    expect(path.body.errors?.path).toEqual(["نشانی صفحه باید با / آغاز شود."]);
    const view = await call(persian, "/home/product-view", { method: "POST", json: {} });
    expect(view.status).toBe(422);
    expect(view.body.errors?.product_slug?.[0]).not.toMatch(LATIN_WORD);
  });
});
