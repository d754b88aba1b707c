import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLanguageFile } from "../../app/i18n/ui-strings";
import { ApiError, api } from "../../app/lib/api";
import { CLIENT_ERRORS, ClientError, clientErrorOf } from "../../app/lib/client-errors";

const words = (locale: string) => JSON.parse(readFileSync(`kernel/i18n/locales/${locale}.json`, "utf8")) as Record<string, string>;

/** The page api() runs in: its language and its hidden #base_url input. */
function page(lang: string, base: string) {
  const inputs: Record<string, { value: string }> = { base_url: { value: base }, token: { value: "tok" } };
  vi.stubGlobal("document", { documentElement: { lang }, getElementById: (id: string) => inputs[id] ?? null });
  vi.stubGlobal("window", { location: { href: `${base}/` } });
}

/** The reason api() gave for a call that failed: its class, kind and words. */
async function failure(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return {
    kind: err instanceof ClientError ? err.kind : err instanceof ApiError ? `status ${err.status}` : "other",
    message: (err as Error).message,
  };
}

/** Issue 36 A: the spec's generic client errors (section 8), each from a real call to a real local server. */
describe("the client's errors", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    for (const locale of ["en", "fa", "ar"]) setLanguageFile(locale, words(locale));
    server = createServer((req, res) => {
      if (req.url === "/slow") setTimeout(() => res.end("{}"), 3000).unref();
      else if (req.url === "/missing") res.writeHead(404, { "content-type": "application/json" }).end("{}");
      else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("every kind has the spec's wording in English and a key in all three language files", () => {
    expect(Object.fromEntries(Object.entries(CLIENT_ERRORS).map(([kind, e]) => [kind, e.english]))).toEqual({
      network: "Network Error",
      aborted: "Request aborted",
      timeout: "timeout of {{ms}}ms exceeded",
      status: "Request failed with status code {{status}}",
      protocol: "Unsupported protocol {{protocol}}",
    });
    for (const locale of ["en", "fa", "ar"])
      for (const { key, english } of Object.values(CLIENT_ERRORS)) {
        expect(words(locale)[key], `${locale} ${key}`).toBeTruthy();
        // the same placeholders in every language
        expect(words(locale)[key].match(/\{\{\w+\}\}/g), `${locale} ${key}`).toEqual(english.match(/\{\{\w+\}\}/g));
      }
    expect(words("en")[CLIENT_ERRORS.timeout.key]).toBe(CLIENT_ERRORS.timeout.english);
  });

  it("answers and each way a call can fail, in English", async () => {
    page("en", base);
    await expect(api("ok", { quiet: true })).resolves.toEqual({ ok: true });
    expect(await failure(api("missing", { quiet: true }))).toEqual({ kind: "status 404", message: "Request failed with status code 404" });
    expect(await failure(api("slow", { quiet: true, timeoutMs: 100 }))).toEqual({ kind: "timeout", message: "timeout of 100ms exceeded" });
    const controller = new AbortController();
    const aborted = api("slow", { quiet: true, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(aborted)).toEqual({ kind: "aborted", message: "Request aborted" });
    // nothing listens on port 9 of 127.0.0.1 (discard): the connection is refused
    page("en", "http://127.0.0.1:9");
    expect(await failure(api("ok", { quiet: true }))).toEqual({ kind: "network", message: "Network Error" });
    page("en", "file:///shop");
    expect(await failure(api("ok", { quiet: true }))).toEqual({ kind: "protocol", message: "Unsupported protocol file:" });
  });

  it("the same failures in Persian and Arabic", async () => {
    page("fa", base);
    expect(await failure(api("missing", { quiet: true }))).toEqual({ kind: "status 404", message: "درخواست با خطای 404 پاسخ گرفت" });
    expect(await failure(api("slow", { quiet: true, timeoutMs: 100 }))).toEqual({
      kind: "timeout",
      message: "مهلت 100 میلی‌ثانیه‌ای درخواست به پایان رسید",
    });
    page("ar", "ftp://shop.example");
    expect(await failure(api("ok", { quiet: true }))).toEqual({ kind: "protocol", message: "بروتوكول غير مدعوم ftp:" });
    page("ar", base);
    const controller = new AbortController();
    controller.abort();
    expect(await failure(api("ok", { quiet: true, signal: controller.signal }))).toEqual({ kind: "aborted", message: "أُلغي الطلب" });
  });

  it("a thrown fetch error is classified by its name", () => {
    expect(clientErrorOf(new DOMException("x", "TimeoutError"), 120_000).message).toBe("timeout of 120000ms exceeded");
    expect(clientErrorOf(new DOMException("x", "AbortError")).kind).toBe("aborted");
    expect(clientErrorOf(new TypeError("fetch failed")).kind).toBe("network");
  });
});
