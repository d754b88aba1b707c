import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compression } from "../../server/middleware/compression";

/**
 * The compression middleware behind the real Node server (@hono/node-server), whose global
 * `Response` is its own lightweight one: pages leave the app as a Buffer in such a Response.
 * (tests/api/compression.test.ts covers the whole app through `app.request()`.)
 */
const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Persian: فروشگاه · Arabic: متجر · text</p>".repeat(2000)}</body></html>`);

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.use("*", compression());
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Outer", "kept"); // a header set in place after compression
  });
  app.get("/page", () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  app.get("/stream", () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(page.subarray(0, 50_000));
        controller.enqueue(page.subarray(50_000));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  app.get("/tiny", (c) => c.json({ ok: true }));
  app.get("/picture", () => new Response(Buffer.alloc(5000, 1), { headers: { "Content-Type": "image/webp" } }));
  app.get("/not-modified", () => new Response(null, { status: 304, headers: { ETag: '"x"', "Content-Type": "text/html" } }));
  server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      // a connection per request: a kept-alive socket that the server closes as it is reused resets
      .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compression on the Node server", () => {
  it("the server's Response keeps a Buffer body where the middleware reads it without a stream", () => {
    // If @hono/node-server changes this, compression still works (it reads the body as a
    // stream), only slower: this test says so.
    const res = new Response(page);
    expect(Object.getOwnPropertySymbols(res).map((s) => s.description)).toContain("cache");
  });

  it("sends brotli or gzip bytes that decode to the page, with a right Content-Length", async () => {
    for (const [accept, encoding, decode] of [
      ["br, gzip", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const res = await get("/page", { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["x-outer"]).toBe("kept");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(page.length / 10);
      expect(decode(res.body)).toEqual(page);
    }
    const streamed = await get("/stream", { "Accept-Encoding": "br" });
    expect(streamed.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(streamed.body)).toEqual(page);
  });

  it("sends the page as it is when no encoding is accepted", async () => {
    const res = await get("/page");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(page.length);
    expect(res.body).toEqual(page);
  });

  it("leaves tiny bodies, pictures and 304 answers alone", async () => {
    const tiny = await get("/tiny", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(tiny.body.toString())).toEqual({ ok: true });
    const picture = await get("/picture", { "Accept-Encoding": "br" });
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.body.length).toBe(5000);
    const notModified = await get("/not-modified", { "Accept-Encoding": "br" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });
});
