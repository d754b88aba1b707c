import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createApp } from "../../server/app";
import { chooseEncoding } from "../../server/middleware/compression";
import { pageContext } from "../../server/page-context";
import { makeTestApp, silentLog } from "../setup/test-app";
import { TEST_DATABASES } from "../setup/test-db";

const BUILD = path.resolve(process.env.BUILD_DIR ?? "build");
const SERVER_BUILD = path.join(BUILD, "server/index.js");
const ASSETS = path.join(BUILD, "client/assets");

/** The bytes of an answer as sent (no decoding: app.request hands the Response back as the app made it). */
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const decode = (body: Buffer, encoding: string | null) =>
  encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
/** A page's nonce and (new session each time) CSRF token change with every request; the rest of the markup does not. */
function withoutNonce(html: string): string {
  const token = /id="token" value="([^"]+)"/.exec(html)?.[1];
  return (token ? html.replaceAll(token, "TOKEN") : html).replace(/nonce="[^"]*"/g, 'nonce=""');
}

// Compression does not depend on the database: PGlite only.
describe("compressed and cacheable answers", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let uploads: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
    const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
    database = await TEST_DATABASES[0].open({ products: 30 });
    const { services } = await makeTestApp(database);
    const withAssets = { ...services, clientDir: path.join(BUILD, "client") };
    app = createApp(withAssets, { logger: silentLog, pageHandler: async (c) => handle(c.req.raw, await pageContext(c, withAssets)) });
    uploads = path.join(services.env.dataDir, "uploads");
    mkdirSync(path.join(uploads, "products"), { recursive: true });
    mkdirSync(path.join(uploads, "receipts"), { recursive: true });
    writeFileSync(path.join(uploads, "products/p1.webp"), Buffer.alloc(4096, 7));
    utimesSync(path.join(uploads, "products/p1.webp"), new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
    writeFileSync(path.join(uploads, "receipts/r1.png"), Buffer.alloc(64, 1));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("picks brotli, then gzip, by Accept-Encoding and its q-values", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate, identity")).toBeNull();
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("compresses a page with brotli or gzip as accepted; the body decodes to the plain page", async () => {
    await app.request("/products?lang=en"); // the first page fills caches; the markup of the next ones is stable
    const plain = await app.request("/products?lang=en");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    const plainHtml = (await bytes(plain)).toString();
    expect(plainHtml.length).toBeGreaterThan(20_000);

    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=1", "gzip"],
    ] as const) {
      const res = await app.request("/products?lang=en", { headers: { "Accept-Encoding": accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("Content-Encoding"), accept).toBe(encoding);
      expect(res.headers.get("Vary"), accept).toMatch(/Accept-Encoding/i);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("Content-Security-Policy")).toContain("nonce-"); // the outer middleware still ran
      const sent = await bytes(res);
      expect(Number(res.headers.get("Content-Length")), accept).toBe(sent.length);
      expect(sent.length, accept).toBeLessThan(plainHtml.length / 4);
      expect(withoutNonce(decode(sent, encoding).toString()), accept).toBe(withoutNonce(plainHtml));
    }
  });

  it("compresses JSON calls; leaves small answers and refused encodings as they are", async () => {
    const url = "/home/filtered_products?type=products&page=1";
    const plain = await bytes(await app.request(url));
    const res = await app.request(url, { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decode(await bytes(res), "br").toString())).toEqual(JSON.parse(plain.toString()));

    const small = await app.request("/healthz", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const identity = await app.request(url, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await bytes(identity)).toEqual(plain);
  });

  it("serves fingerprinted assets precompressed, immutable, with Vary", async () => {
    const name = readdirSync(ASSETS).find((n) => n.startsWith("entry.client-") && n.endsWith(".js"));
    expect(name, "run `npm run build`").toBeDefined();
    expect(existsSync(path.join(ASSETS, `${name}.br`)), "the build writes .br beside each asset").toBe(true);
    const raw = readFileSync(path.join(ASSETS, String(name)));

    const br = await app.request(`/assets/${name}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    const sent = await bytes(br);
    expect(sent).toEqual(readFileSync(path.join(ASSETS, `${name}.br`))); // the build's copy, not made again
    expect(decode(sent, "br")).toEqual(raw);

    const gz = await app.request(`/assets/${name}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(decode(await bytes(gz), "gzip")).toEqual(raw);

    const plain = await app.request(`/assets/${name}`);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(plain.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await bytes(plain)).toEqual(raw);
  });

  it("answers 304 for an upload whose ETag or date the client has, 200 otherwise", async () => {
    const first = await app.request("/uploads/products/p1.webp", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Encoding")).toBeNull(); // pictures are compressed already
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(first.headers.get("Last-Modified")).toBe("Fri, 02 Jan 2026 03:04:05 GMT");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await bytes(first)).length).toBe(4096);

    const again = await app.request("/uploads/products/p1.webp", { headers: { "If-None-Match": String(etag) } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect((await bytes(again)).length).toBe(0);

    const since = await app.request("/uploads/products/p1.webp", { headers: { "If-Modified-Since": "Fri, 02 Jan 2026 03:04:05 GMT" } });
    expect(since.status).toBe(304);
    const older = await app.request("/uploads/products/p1.webp", { headers: { "If-Modified-Since": "Thu, 01 Jan 2026 00:00:00 GMT" } });
    expect(older.status).toBe(200);
    // If-None-Match wins over If-Modified-Since
    const changed = await app.request("/uploads/products/p1.webp", {
      headers: { "If-None-Match": 'W/"other"', "If-Modified-Since": "Fri, 02 Jan 2026 03:04:05 GMT" },
    });
    expect(changed.status).toBe(200);

    // a new file under the same name gets a new ETag
    writeFileSync(path.join(uploads, "products/p1.webp"), Buffer.alloc(5000, 8));
    const replaced = await app.request("/uploads/products/p1.webp", { headers: { "If-None-Match": String(etag) } });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("ETag")).not.toBe(etag);

    // receipts stay private, whatever the validators say
    for (const headers of [{ "If-None-Match": "*" }, { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }, {}] as Record<
      string,
      string
    >[]) {
      expect((await app.request("/uploads/receipts/r1.png", { headers })).status).toBe(404);
    }
    expect((await app.request("/uploads/products/missing.webp", { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });

  it("gives the placeholder picture and the favicon validators too", async () => {
    const svg = await app.request("/uploads/placeholder-640x480.svg");
    expect(svg.status).toBe(200);
    const etag = svg.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect((await app.request("/uploads/placeholder-640x480.svg", { headers: { "If-None-Match": String(etag) } })).status).toBe(304);
    expect((await app.request("/uploads/placeholder-320x240.svg", { headers: { "If-None-Match": String(etag) } })).status).toBe(200);

    const icon = await app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    const iconTag = icon.headers.get("ETag");
    expect(iconTag).toBeTruthy();
    expect((await app.request("/favicon.svg", { headers: { "If-None-Match": String(iconTag) } })).status).toBe(304);
  });
});
