import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import type { DatabaseHandle } from "../../db/client";
import { currencies, languages, settings, shops, users } from "../../db/schema";
import { pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { prepareDatabase } from "../../server/boot";
import { readEnv } from "../../server/env";
import { guest, signIn, tokenFor, uniqueAddress } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp, silentLog, TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const OPERATOR = { email: "Owner@Fresh-Shop.test", password: "first-operator-42" };

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page path of app/routes.ts, its parameters filled with values that name nothing. */
function pagePaths(entries: RouteEntry[], parent = ""): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const here = e.path ? `${parent}/${e.path}` : parent;
    if (e.index || (e.path && !e.children)) out.push(here || "/");
    if (e.children) out.push(...pagePaths(e.children, here));
  }
  return out.map((p) =>
    p
      .replace(/:[A-Za-z_]+\?/g, "x")
      .replace(/:[A-Za-z_]+/g, "x")
      .replace(/\*$/, "no-such-page"),
  );
}

/** A sample value for a contract path's parameter (a regex-bound one gets a name that matches it). */
function fillParams(p: string): string {
  return p
    .replace(/:file\{sitemap[^}]*\}/, "sitemap-products-1.xml")
    .replace(/:file\{placeholder[^}]*\}/, "placeholder-10x10.svg")
    .replace("/lang/:file", "/lang/en.json")
    .replace(/:(id|productId|lineId)\b/g, "1")
    .replace(/:[A-Za-z_]+(\{[^}]*\})?\??/g, "x")
    .replace(/\/\*$/, "/x");
}

/**
 * A production start on an empty database without the demo (SEED_DEMO=no): the start writes the
 * reference data and the first operator from ADMIN_EMAIL/ADMIN_PASSWORD, and then no page of
 * app/routes.ts and no GET contract call answers 5xx on the empty catalog, for a guest or the operator.
 */
describeOnDatabases("a fresh shop without the demo", { seed: false }, (on) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof makeTestApp>>["app"];
  const env = readEnv({
    NODE_ENV: "test",
    SEED_DEMO: "no",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "fresh-shop-")),
    ADMIN_EMAIL: OPERATOR.email,
    ADMIN_PASSWORD: OPERATOR.password,
  });

  beforeAll(async () => {
    database = on.database;
    await prepareDatabase(env, database, silentLog);
    ({ app } = await makeTestApp(database, { seed: false, pageHandler: await renderedPages() }));
  }, 60_000);

  it("writes the languages, currencies and starting settings, and no demo shop", async () => {
    const langs = await database.db.select().from(languages).orderBy(asc(languages.position));
    expect(langs.map((l) => [l.code, l.direction, l.isActive])).toEqual([
      ["en", "ltr", true],
      ["fa", "rtl", true],
      ["ar", "rtl", true],
    ]);
    expect(langs.every((l) => l.flag.length > 0 && l.nativeName.length > 0)).toBe(true);
    const money = await database.db.select().from(currencies).orderBy(asc(currencies.position));
    expect(money.map((c) => [c.code, Number(c.exchangeRate)])).toEqual([
      ["USD", 1],
      ["EUR", 0.92],
      ["IRR", 1050000],
    ]);
    const rows = await database.db.select().from(settings);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(byKey.default_language).toBe("en");
    expect(byKey.default_currency).toBe("USD");
    expect((byKey.home_page_contents as unknown[]).length).toBeGreaterThan(0);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(shops);
    expect(n).toBe(0);
    // checkout addresses are picked from the places the shop delivers to
    const countryList = await (await app.request("/get/country-list")).json();
    expect(countryList.countries.length).toBeGreaterThan(0);
  });

  it("makes the operator once, with a hashed password, and writes nothing on the next start", async () => {
    const admins = await database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe(OPERATOR.email.toLowerCase());
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(admins[0].passwordHash).not.toContain(OPERATOR.password);
    const count = async () => {
      const [row] = await database.db
        .select({
          l: sql<number>`(select count(*)::int from ${languages})`,
          c: sql<number>`(select count(*)::int from ${currencies})`,
          s: sql<number>`(select count(*)::int from ${settings})`,
          places: sql<number>`(select count(*)::int from cities)`,
          u: sql<number>`(select count(*)::int from ${users})`,
        })
        .from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    // a second start, now with other operator values: nothing is added or changed
    await prepareDatabase({ ...env, ADMIN_EMAIL: "second@fresh-shop.test", ADMIN_PASSWORD: "another-password-1" }, database, silentLog);
    expect(await count()).toEqual(before);
    const [again] = await database.db.select().from(users).where(eq(users.role, "admin"));
    expect(again.passwordHash).toBe(admins[0].passwordHash);
  });

  it("answers every page of app/routes.ts without a 5xx for a guest, and sends /user pages to sign in", async () => {
    const paths = pagePaths(routes as RouteEntry[]);
    expect(paths).toEqual(expect.arrayContaining(["/", "/products", "/product/x", "/cart", "/checkout", "/login", "/user/dashboard"]));
    const client = await guest(app);
    for (const p of paths) {
      const res = await client.request(p);
      expect(res.status, p).toBeLessThan(500);
      if (p.startsWith("/user")) {
        expect(res.status, p).toBe(302);
        expect(res.headers.get("location"), p).toMatch(p === "/user" ? /^\/user\/dashboard$/ : /^\/login\?redirect=/);
      }
    }
    for (const p of ["/?lang=fa", "/products?lang=ar", "/products?sort=price_low&min_price=1&max_price=9", "/products?q=lamp"]) {
      expect((await client.request(p)).status, p).toBe(200);
    }
    const home = await (await client.request("/")).text();
    expect(home).toContain('lang="en"');
  });

  it("answers every GET contract call without a 5xx, as a guest", async () => {
    const calls = contractGets(app);
    expect(calls).toEqual(expect.arrayContaining(["/settings-data", "/home/filtered_products", "/cart/list"]));
    const client = await guest(app);
    for (const call of calls) {
      const res = await client.request(call);
      expect(res.status, call).toBeLessThan(500);
    }
    const data = await (await client.request("/settings-data")).json();
    expect(JSON.stringify(data)).toContain("USD");
    const listing = await (await client.request("/home/filtered_products?type=products")).json();
    expect(listing.data ?? listing.products?.data ?? []).toEqual([]);
  });

  it("signs the operator in with ADMIN_EMAIL and ADMIN_PASSWORD, and every page and call still answers", async () => {
    const client = new TestClient({
      request: (url: string, init?: RequestInit) => app.request(url, init, { incoming: { socket: { remoteAddress: uniqueAddress() } } }),
    });
    await client.start(tokenFor);
    expect((await signIn(client, OPERATOR.email, "wrong-password-0")).status).toBe(422);
    const ok = await signIn(client, OPERATOR.email, OPERATOR.password);
    expect(ok.status).toBe(200);
    const me = await (await client.request("/home/check-auth")).json();
    expect(me.user?.email).toBe(OPERATOR.email.toLowerCase());
    for (const p of pagePaths(routes as RouteEntry[])) {
      const res = await client.request(p);
      expect(res.status, p).toBeLessThan(500);
    }
    // logout last: it ends the session the other calls ride on
    const calls = contractGets(app).sort((a, b) => Number(a === "/logout") - Number(b === "/logout"));
    for (const call of calls) {
      const res = await client.request(call);
      expect(res.status, call).toBeLessThan(500);
    }
  });
  it("does not promote an existing customer whose e-mail is ADMIN_EMAIL", async () => {
    const email = OPERATOR.email.toLowerCase();
    await database.db.update(users).set({ role: "customer" }).where(eq(users.email, email));
    await prepareDatabase(env, database, silentLog);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"))).toEqual([]);
    const [still] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(still.role).toBe("customer");
    await database.db.update(users).set({ role: "admin" }).where(eq(users.email, email));
  });
});

/** The GET calls the app registers (contract calls, SEO files, uploads), with sample parameters. */
function contractGets(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.method === "GET" && r.path !== "/*" && r.path !== "*").map((r) => fillParams(r.path)))];
}

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("are both set or neither, a real address and a password of 8 to 128 characters, one clear line when not", () => {
    expect(() => readEnv({ ADMIN_EMAIL: "a@b.co" })).toThrow("ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together");
    expect(() => readEnv({ ADMIN_PASSWORD: "long-enough-1" })).toThrow("set ADMIN_EMAIL and ADMIN_PASSWORD together");
    expect(() => readEnv({ ADMIN_EMAIL: "nope", ADMIN_PASSWORD: "long-enough-1" })).toThrow("ADMIN_EMAIL must be an e-mail address");
    expect(() => readEnv({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "short" })).toThrow("at least 8 characters");
    expect(readEnv({ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "long-enough-1" })).toMatchObject({ ADMIN_EMAIL: "a@b.co" });
    expect(readEnv({}).ADMIN_EMAIL).toBeUndefined();
  });
});

describe("a shop whose every language and currency is switched off", () => {
  it("is served in English and the base currency instead of failing", () => {
    expect(pickLanguage([], "fa", "fa").code).toBe("en");
    expect(pickCurrency([], "EUR", "EUR")).toMatchObject({ code: "USD", exchangeRate: "1" });
  });
});
