import { existsSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { pageContext } from "../../server/page-context";
import { Session } from "../../server/session/session";
import { makeTestApp, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
const SECRET = "test-secret-test-secret-test-secret-0123";
const tokenFor = (id: string) => new Session(id, null, {}, false, false, SECRET).csrfToken;
const en = LANGUAGE_FILES.en;

/** /sellers and /user/followed-shop through the real React Router build. */
describeOnDatabases("shop list pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = on.database;
    ({ app } = await makeTestApp(database, {
      pageHandler: (s) => async (c) => handle(c.req.raw, await pageContext(c, s)),
    }));
  });

  async function signedIn(email: string, password: string) {
    const client = new TestClient(app);
    await client.start(tokenFor);
    const res = await client.request("/login", { method: "POST", json: { email, password } });
    expect(res.status).toBe(200);
    client.token = (await res.json()).token;
    return client;
  }

  it("/sellers: twelve shop cards linking to their shops, the chosen order marked; a bad sort shows the default", async () => {
    const html = await (await app.request("/sellers?lang=en")).text();
    const sortNav = (page: string) => page.split('data-testid="sellers-sort"')[1]?.split("</nav>")[0] ?? "";
    expect(html.match(/data-testid="shop-card"/g)).toHaveLength(12);
    expect(html.match(/data-testid="shop-card-link" href="\/shop\/[a-z0-9-]+"/g)).toHaveLength(12);
    expect(html.match(/data-testid="follow-button" data-followed="false"/g)).toHaveLength(12);
    expect(sortNav(html)).toMatch(/aria-current="page" class="[^"]*" href="\/sellers"/);
    const newest = await (await app.request("/sellers?sort=newest&lang=en")).text();
    expect(sortNav(newest)).toMatch(/aria-current="page" class="[^"]*" href="\/sellers\?sort=newest"/);
    const bad = await app.request("/sellers?sort=nonsense&lang=en");
    expect(bad.status).toBe(200);
    expect(sortNav(await bad.text())).toMatch(/aria-current="page" class="[^"]*" href="\/sellers"/);
  });

  it("/user/followed-shop: a guest goes to sign in and back; the demo customer sees the three shops followed; a new user the empty state", async () => {
    const guest = await app.request("/user/followed-shop");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent("/user/followed-shop")}`);
    const customer = await signedIn("customer@example.com", "customer123");
    const page = await (await customer.request("/user/followed-shop?lang=en")).text();
    expect(page.match(/data-testid="shop-card"/g)).toHaveLength(3);
    expect(page.match(/data-testid="follow-button" data-followed="true"/g)).toHaveLength(3);
    expect(page).toContain(en.followed_shop_total_other.replace("{{count}}", "3"));
    // the account menu leads here
    expect(page).toContain('href="/user/followed-shop"');

    const fresh = new TestClient(app);
    await fresh.start(tokenFor);
    const email = `fresh-${Date.now()}@test.example`;
    const made = await fresh.request("/register", {
      method: "POST",
      json: { first_name: "New", last_name: "User", email, password: "correct-horse-42", password_confirmation: "correct-horse-42" },
    });
    expect(made.status).toBe(200);
    fresh.token = (await made.json()).token;
    const empty = await (await fresh.request("/user/followed-shop?lang=en")).text();
    expect(empty).toContain('data-testid="followed-empty"');
    expect(empty).toContain(en.followed_shop_empty.replace("'", "&#x27;"));
  });
});
