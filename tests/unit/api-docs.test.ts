import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPglite } from "../../db/client";
import { createApp } from "../../server/app";
import { makeTestApp, silentLog } from "../setup/test-app";

/**
 * docs/api.md cannot drift from the app (issue 35, part 7): every route the HTTP app registers
 * has a row in the doc's Index (with who may call it) and an entry in its body (a heading or a
 * list item naming the call), and every row of the Index is a route the app registers.
 *
 * The app is built as the API tests build it (`makeTestApp`), on PGlite in memory without the
 * demo data: registering routes reads nothing. A second app is built from the same services with
 * the parts a real start may add, so their routes are checked too: a browser build (`clientDir`:
 * `/favicon.svg`, `/assets/*`) and the movable test clock (`clock`: `POST /dev/clock`).
 */

const DOC = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");

type Route = { method: string; path: string };

/**
 * A path in one comparable form: every parameter segment is `{}` (the app's `:id`, `:id{[0-9]+}`
 * or `:file{[a-z]{2}\.svg}`, the doc's `{id}`, `{xx}.svg` or `placeholder-{w}x{h}.svg`: a
 * parameter with a pattern stands for the whole segment, which the doc writes as the file name it
 * matches), the doc's `…` is the app's `*`, and a trailing slash is dropped (the app routes
 * without it: `strict: false`).
 */
function normalisePath(raw: string): string {
  const segments = raw
    .split("/")
    .filter((s, i, all) => s !== "" || i === 0 || i < all.length - 1)
    .map((s) => (s.includes(":") || s.includes("{") ? "{}" : s === "…" ? "*" : s));
  const joined = segments.join("/");
  return joined === "" ? "/" : joined;
}

/** `GET|POST /a/{id}/verify|reject?x=` → every method × path it names (query and body dropped). */
function expandCall(code: string): Route[] {
  const m = /^((?:GET|POST|PUT|PATCH|DELETE)(?:\|(?:GET|POST|PUT|PATCH|DELETE))*) (\/\S*)/.exec(code.trim());
  if (!m) return [];
  const methods = m[1].split("|");
  const bare = m[2].split("?")[0];
  let paths = [""];
  for (const [i, segment] of bare.split("/").entries()) {
    const options = segment.includes("|") && !segment.includes("{") ? segment.split("|") : [segment];
    paths = paths.flatMap((p) => options.map((o) => (i === 0 ? o : `${p}/${o}`)));
  }
  return methods.flatMap((method) => paths.map((p) => ({ method, path: normalisePath(p) })));
}

const key = (r: Route) => `${r.method} ${r.path}`;

/** The doc split at its `## Index` section: the table rows, and the rest (the body). */
function docParts() {
  const lines = DOC.split("\n");
  const start = lines.findIndex((l) => l.trim() === "## Index");
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  expect(start, "docs/api.md has an `## Index` section").toBeGreaterThan(-1);
  return { index: lines.slice(start, end), body: [...lines.slice(0, start), ...lines.slice(end)] };
}

/** Index rows: `| \`METHOD /path\` | who | CSRF | section |`, one call a row. */
function indexRows(): { route: Route; who: string; line: string }[] {
  const rows: { route: Route; who: string; line: string }[] = [];
  for (const line of docParts().index) {
    if (!line.startsWith("| `")) continue;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    const calls = [...cells[0].matchAll(/`([^`]+)`/g)].flatMap((m) => expandCall(m[1].replaceAll("\\|", "|")));
    for (const route of calls) rows.push({ route, who: cells[1] ?? "", line });
  }
  return rows;
}

/** Calls named by a heading or a list item of the body (a mention in running text does not count). */
function bodyCalls(): Set<string> {
  const found = new Set<string>();
  let fence = false;
  for (const line of docParts().body) {
    if (line.trimStart().startsWith("```")) fence = !fence;
    if (fence || !/^(#{2,4} |\s*- )/.test(line)) continue;
    for (const m of line.matchAll(/`([^`]+)`/g)) for (const r of expandCall(m[1])) found.add(key(r));
  }
  return found;
}

/**
 * The routes that are not calls and need no entry: `app.use(…)` middleware and `app.all(…)`
 * handlers, which Hono lists with the method ALL. Each is one of these, and the test fails if
 * one appears that is not:
 * - `*`: the request log, security headers, compression, session, affiliate referral, body
 *   limits, and the last handler (the server-rendered pages, or the JSON 404 without them);
 * - `/assets/*`: the browser build's static files and their cache header (documented as a
 *   file route: `GET /assets/…`);
 * - `/uploads/*`, `/uploads/videos/*`: the stored files' validators, byte ranges and static
 *   serving (documented as `GET /uploads/…`, `GET /uploads/videos/…`);
 * - `/uploads/receipts/*`, `/uploads/refunds/*`: private files that always answer 404
 *   (documented beside `GET /uploads/…`);
 * - `/admin/*`, `/seller/*`, `/dev/*`: the guest page cache's purge after a write (only with a
 *   page cache);
 * - `/home/filtered_products`, `/home/filter_data`, `/shop-page-data/*`: the shared answer to a
 *   request without a session, in front of the calls themselves (which are documented).
 */
const MIDDLEWARE = new Set([
  "*",
  "/*",
  "/assets/*",
  "/uploads/*",
  "/uploads/videos/*",
  "/uploads/receipts/*",
  "/uploads/refunds/*",
  "/admin/*",
  "/seller/*",
  "/dev/*",
  "/home/filtered_products",
  "/home/filter_data",
  "/shop-page-data/*",
]);

describe("docs/api.md lists every registered route", () => {
  let database: DatabaseHandle;
  let routes: Route[] = [];

  beforeAll(async () => {
    database = await openPglite();
    const { app, services } = await makeTestApp(database, { seed: false });
    const clientDir = mkdtempSync(path.join(os.tmpdir(), "shop-client-"));
    const full = createApp({ ...services, clientDir, clock: { offsetMs: 0 } }, { logger: silentLog });
    const all = [...app.routes, ...full.routes].map((r) => ({ method: r.method, path: r.path }));
    routes = [...new Map(all.map((r) => [key(r), r])).values()];
  });
  afterAll(async () => {
    await database?.close();
  });

  it("treats as middleware only the ALL routes it names", () => {
    const all = routes.filter((r) => r.method === "ALL");
    expect(all.filter((r) => !MIDDLEWARE.has(r.path)).map(key)).toEqual([]);
  });

  it("has an Index row with who may call it for every route", () => {
    const rows = indexRows();
    const documented = new Map(rows.map((r) => [key(r.route), r.who]));
    const calls = routes.filter((r) => r.method !== "ALL");
    expect(calls.length).toBeGreaterThan(200);
    const missing = calls.filter((r) => !documented.has(key({ method: r.method, path: normalisePath(r.path) })));
    expect(missing.map(key)).toEqual([]);
    expect(rows.filter((r) => r.who === "").map((r) => r.line)).toEqual([]);
  });

  it("describes every route in a heading or list item of its section", () => {
    const described = bodyCalls();
    const calls = routes.filter((r) => r.method !== "ALL");
    const missing = calls.filter((r) => !described.has(key({ method: r.method, path: normalisePath(r.path) })));
    expect(missing.map(key)).toEqual([]);
  });

  it("lists in the Index only routes the app registers", () => {
    const registered = new Set(routes.map((r) => key({ method: r.method, path: normalisePath(r.path) })));
    const stale = indexRows().filter((r) => !registered.has(key(r.route)) && !registered.has(key({ method: "ALL", path: r.route.path })));
    expect(stale.map((r) => key(r.route))).toEqual([]);
  });

  it("reads the doc's forms of a call", () => {
    expect(expandCall("GET|POST /user/invoice/{code}").map(key)).toEqual(["GET /user/invoice/{}", "POST /user/invoice/{}"]);
    expect(expandCall("POST /admin/sellers/{id}/verify|reject {reason}").map(key)).toEqual([
      "POST /admin/sellers/{}/verify",
      "POST /admin/sellers/{}/reject",
    ]);
    expect(expandCall("GET /admin/users/list?q=&sort=id|email").map(key)).toEqual(["GET /admin/users/list"]);
    expect(expandCall("GET /uploads/…").map(key)).toEqual(["GET /uploads/*"]);
    expect(normalisePath("/flags/:file{[a-z]{2}\\.svg}")).toBe(normalisePath("/flags/{xx}.svg"));
    expect(normalisePath("/admin/content/sliders/:id{[0-9]+}/delete")).toBe("/admin/content/sliders/{}/delete");
    expect(expandCall("home/page")).toEqual([]);
  });
});
