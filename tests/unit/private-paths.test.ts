import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { isPrivatePath, maskPrivatePath } from "../../kernel/private-paths";
import { requestLog } from "../../server/middleware/request-log";

const CODE = "kQ9mZr2V8yXb3nT5wL1pC7dF0gH4jK6sA2eR9uI8oP3";

/** A reset link's path (e-mail and code) is never logged, counted or sent as it is. */
describe("private paths", () => {
  it("knows the reset link under any app path, and nothing else", () => {
    expect(isPrivatePath(`/reset/a%40b.example/${CODE}`)).toBe(true);
    expect(isPrivatePath(`/shop/reset/a%40b.example/${CODE}/`)).toBe(true);
    expect(isPrivatePath("/reset/a%40b.example")).toBe(true); // the page without its code still names the person
    for (const other of ["/reset-password", "/reset", "/products", "/product/reset", "/"]) expect(isPrivatePath(other), other).toBe(false);
    expect(maskPrivatePath(`/shop/reset/a%40b.example/${CODE}`)).toBe("/shop/reset/***");
    expect(maskPrivatePath("/products")).toBe("/products");
  });

  it("the request log writes a reset link's path masked", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = new Hono();
    app.use("*", requestLog(pino({ level: "info" }, sink)));
    app.get("*", (c) => c.text("page"));
    await app.request(`/reset/a%40b.example/${CODE}`);
    await app.request("/products?page=2");
    await new Promise((r) => setImmediate(r));
    const logged = lines.join("");
    expect(lines.length).toBe(2);
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain("a%40b.example");
    expect(JSON.parse(lines[0]).path).toBe("/reset/***");
    expect(JSON.parse(lines[1]).path).toBe("/products");
  });
});
