import type { RouteConfigEntry } from "@react-router/dev/routes";
import { asc, eq, isNull } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import routes from "../../app/routes";
import type { DatabaseHandle } from "../../db/client";
import { shops, users } from "../../db/schema";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from "../../kernel/errors";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Every page path of app/routes.ts, its parameters filled with ids and slugs that do not exist (an optional one also left out). */
function pagePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    if (entry.children) out.push(...pagePaths(entry.children, path));
    else if (entry.path !== undefined || entry.index) out.push(path || "/");
  }
  const unknown: Record<string, string> = { id: "999999", email: "nobody%40example.com" };
  return [...new Set(out)].flatMap((path) => {
    const filled = path.replace("*", "no-such-page").replace(/:(\w+)(\?)?/g, (_, name: string) => unknown[name] ?? `no-such-${name}`);
    return path.includes("?") ? [filled, path.replace(/\/:\w+\?/, "")] : [filled];
  });
}

/**
 * Errors become responses in one place (decision 060): a page verb's domain error reaches the
 * router as its status (404, 403, 422, 409, 429) or, for a guest (401), as the login page with
 * the page to come back to, on any page. Through the real build (`npm run build` first).
 */
describeOnDatabases("page errors", { products: 30 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  let shopper: TestClient;
  let admin: TestClient;
  /** what `/categories`' verb throws next (its tree is read through the cache) */
  let raise: unknown = null;

  beforeAll(async () => {
    database = on.database;
    ({ app, ctx } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    const get = ctx.cache.get.bind(ctx.cache);
    ctx.cache.get = ((key: string, ...rest: unknown[]) => {
      if (raise !== null && key.startsWith("tree:")) return Promise.reject(raise);
      return (get as (...args: unknown[]) => unknown)(key, ...rest);
    }) as typeof ctx.cache.get;
    ({ client: shopper } = await signUp(app));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("each kind of domain error a page verb throws becomes its status, a 401 the login page", async () => {
    const kinds: [string, unknown, number][] = [
      ["NotFoundError", new NotFoundError(), 404],
      ["ForbiddenError", new ForbiddenError(), 403],
      ["ValidationError", new ValidationError({ q: ["validation.required"] }), 422],
      ["UnprocessableError", new UnprocessableError("coupon_invalid", "coupon"), 422],
      ["ConflictError", new ConflictError("already_done"), 409],
      ["RateLimitError", new RateLimitError("too_many_attempts", 60), 429],
      ["UnauthorizedError", new UnauthorizedError(), 302],
      // not a domain error: a fault stays a 500
      ["Error", new Error("database gone"), 500],
    ];
    // the fault is logged by the server's render (entry.server.tsx): kept out of the test's output
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [name, err, status] of kinds) {
        raise = err;
        const res = await shopper.request("/categories?from=menu");
        expect(res.status, name).toBe(status);
        if (status === 302) expect(res.headers.get("location"), name).toBe("/login?redirect=%2Fcategories%3Ffrom%3Dmenu");
        else await res.text();
        // a client-side navigation asks for the data: the same status, never a 500 for a domain error
        const data = await shopper.request("/categories.data?from=menu");
        const body = await data.text();
        if (status === 302) {
          expect(data.status, name).toBe(202);
          expect(body, name).toContain("/login?redirect=%2Fcategories%3Ffrom%3Dmenu");
        } else expect(data.status, name).toBe(status);
      }
    } finally {
      raise = null;
      logged.mockRestore();
    }
    expect((await shopper.request("/categories")).status).toBe(200);
  });

  it("real pages: an unknown slug 404, staff without the permission 403, a guest on an account page the login page, a refused filter 422", async () => {
    expect((await app.request("/product/no-such-product")).status).toBe(404);
    expect((await app.request("/shop/no-such-shop")).status).toBe(404);
    expect((await app.request("/blog/no-such-post")).status).toBe(404);

    const staff = await guest(app);
    expect((await signIn(staff, "staff@example.com", "staff123")).status).toBe(200);
    expect((await staff.request("/admin/jobs")).status).toBe(403);

    // the demo's seller whose shop awaits verification: the centre's pages are refused (403)
    const [unverified] = await database.db
      .select({ email: users.email })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(isNull(shops.verifiedAt))
      .orderBy(asc(shops.id))
      .limit(1);
    const seller = await guest(app);
    expect((await signIn(seller, unverified.email, "seller123")).status).toBe(200);
    for (const path of ["/seller", "/seller/orders", "/seller/earnings"]) expect((await seller.request(path)).status, path).toBe(403);

    const visitor = await guest(app);
    for (const path of ["/user/dashboard", "/my-wallet?page=2", "/affiliate-system"]) {
      const res = await visitor.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const data = await visitor.request("/user/dashboard.data");
    expect(await data.text()).toContain("/login?redirect=%2Fuser%2Fdashboard");

    expect((await admin.request("/admin/users?sort=no-such-column")).status).toBe(422);
  });

  it("a page's own 404 (an unknown product) has the 404 screen's title in the page's language, out of search engines", async () => {
    const words = { en: "Page not found", fa: "صفحه پیدا نشد" };
    for (const [lang, title] of Object.entries(words)) {
      const res = await app.request(`/product/no-such-thing?lang=${lang}`);
      expect(res.status, lang).toBe(404);
      const html = await res.text();
      expect(html, lang).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
      expect(html, lang).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html, lang).toContain('data-testid="not-found"');
      // the header's "Sign in" comes back to this page
      expect(html, lang).toContain(`href="/login?redirect=${encodeURIComponent(`/product/no-such-thing?lang=${lang}`)}"`);
    }
  });

  it("no page of app/routes.ts renders a 500, for a guest, a shopper or the admin, with ids and slugs that do not exist", async () => {
    const paths = pagePaths(routes);
    expect(paths.length).toBeGreaterThan(90);
    const visitor = await guest(app);
    const failures: string[] = [];
    for (const [who, client] of [
      ["guest", visitor],
      ["shopper", shopper],
      ["admin", admin],
    ] as const)
      for (const path of paths) {
        const res = await client.request(path);
        await res.text();
        if (res.status >= 500) failures.push(`${who} ${path}: ${res.status}`);
      }
    expect(failures).toEqual([]);
  }, 180_000);
});
