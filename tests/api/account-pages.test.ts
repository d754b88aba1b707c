import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { pageContext } from "../../server/page-context";
import { Session } from "../../server/session/session";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const SECRET = "test-secret-test-secret-test-secret-0123";
const tokenFor = (id: string) => new Session(id, null, {}, false, false, SECRET).csrfToken;

/** The account pages through the real React Router build: guards, guest-only pages, the mailbox switch, pictures. */
describeOnDatabases("account pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app, services } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)),
    }));
  });

  async function customer() {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/login", { method: "POST", json: { email: "customer@example.com", password: "customer123" } });
    expect(res.status).toBe(200);
    client.token = (await res.json()).token;
    return client;
  }

  it("sends a guest from any /user page to sign in, with the way back", async () => {
    for (const page of [
      "/user/dashboard",
      "/user/addresses?tab=1",
      "/user/notification",
      "/user/help",
      "/user/rules",
      "/user/edit-profile",
    ]) {
      const res = await app.request(page);
      expect(res.status, page).toBe(302);
      expect(res.headers.get("location"), page).toBe(`/login?redirect=${encodeURIComponent(page)}`);
    }
  });

  it("shows the account pages to a signed-in user, with their data", async () => {
    const client = await customer();
    const dashboard = await client.request("/user/dashboard");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Cyrus");
    expect(html).toContain("18 Orchard Lane");
    const addresses = await (await client.request("/user/addresses")).text();
    expect(addresses.match(/data-testid="address-card"/g)).toHaveLength(2);
    const help = await client.request("/user/help");
    expect(help.status).toBe(200);
    expect(await help.text()).toMatch(/<title>[^<]*Help/);
    const root = await client.request("/user");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/user/dashboard");
  });

  it("sends a signed-in user away from sign-in and sign-up, to the page asked for", async () => {
    const client = await customer();
    const login = await client.request("/login?redirect=%2Fuser%2Faddresses");
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/user/addresses");
    const offsite = await client.request("/login?redirect=%2F%2Fevil.example");
    expect(offsite.headers.get("location")).toBe("/user/dashboard");
    expect((await client.request("/register")).status).toBe(302);
  });

  it("has a seller sign-up page and no other sign-up types", async () => {
    expect((await app.request("/register/seller")).status).toBe(200);
    expect((await app.request("/register/admin")).status).toBe(404);
  });

  it("forms that hold a password post them: a click before the scripts run never puts one in the address", async () => {
    for (const [page, testId] of [
      ["/login", "login-form"],
      ["/register", "register-form"],
      ["/register/seller", "seller-register-form"],
      ["/reset-password", "reset-form"],
    ] as const) {
      const html = await (await app.request(page)).text();
      const form = new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(form, page).toContain('method="post"');
    }
  });

  it("the seller sign-up names its two addresses apart, each with a hint (the shop's web address, its postal address), in en, fa and ar", async () => {
    for (const lang of ["en", "fa", "ar"]) {
      const words = JSON.parse(readFileSync(`kernel/i18n/locales/${lang}.json`, "utf8")) as Record<string, string>;
      const html = await (await app.request(`/register/seller?lang=${lang}`)).text();
      expect(words.attr_slug, lang).not.toBe(words.attr_shop_address);
      for (const key of ["attr_slug", "attr_shop_address", "shop_slug_hint", "shop_address_hint"])
        expect(html, `${lang}: ${key}`).toContain(words[key].replace(/'/g, "&#x27;"));
    }
  });

  it("shows the mailbox only when it is switched on", async () => {
    expect((await app.request("/dev/mailbox")).status).toBe(200);
    services.env.devMailbox = false;
    try {
      expect((await app.request("/dev/mailbox")).status).toBe(404);
    } finally {
      services.env.devMailbox = true;
    }
  });

  it("draws the placeholder picture in the size asked for", async () => {
    const res = await app.request("/uploads/placeholder-256x256.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toContain('width="256" height="256"');
    expect((await app.request("/uploads/placeholder-99999x1.svg")).status).toBe(404);
  });
});
