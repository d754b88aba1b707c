import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { orderLines } from "../../db/schema";
import { safeDownloadPath } from "../../domain/orders/download-file";
import { signDownload } from "../../domain/orders/download-token";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { placeOrderAs, productOfShop, signedIn } from "../setup/order-fixture";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Digital downloads: signed, expiring links that work only for the paying owner of a paid order. */
describeOnDatabases("digital downloads", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let downloads: string;
  let seq = 0;
  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
    downloads = path.join(services.env.dataDir, "downloads");
    mkdirSync(path.join(downloads, "books"), { recursive: true });
  });

  /** A digital product whose file says `content`, bought by a fresh user; paid unless told otherwise. */
  async function bought(opts: { file?: string; content?: string; paid?: boolean } = {}) {
    const file = opts.file ?? `books/guide-${++seq}.txt`;
    if (opts.content !== undefined) writeFileSync(path.join(downloads, file), opts.content);
    const p = await productOfShop(database.db, { priceCents: 900, stock: 100, extra: { isDigital: true, digitalFile: file } });
    const buyer = await signUp(app);
    const {
      orders: [order],
    } = await placeOrderAs(database.db, buyer.client, [{ id: p.id }]);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (opts.paid !== false) {
      const seller = await signedIn(app, p.ownerEmail, "seller123");
      expect((await call(seller, `/seller/orders/${order.code}/status`, { payment_status: "paid" })).status).toBe(200);
    }
    return { buyer, order, line };
  }
  const get = (client: TestClient, url: string) => client.request(url.replace(/^https?:\/\/[^/]+/, ""));

  it("the paying owner gets the file as an attachment, through the link from their list", async () => {
    const { buyer, line } = await bought({ content: "Chapter 1: It begins." });
    const list = await call(buyer.client, "/user/digital-product-order-list");
    expect(list.status).toBe(200);
    expect(list.body.next_page_url).toBe(false);
    expect(list.body.download_urls).toEqual([
      expect.objectContaining({ id: line.id, total: "9.00", product_name: expect.stringMatching(/^Fixture mug/) }),
    ]);
    const url: string = list.body.download_urls[0].url;
    expect(url).toMatch(new RegExp(`^http://[^/]+/download/${line.id}\\?t=\\d+\\.`));
    const res = await get(buyer.client, url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("Chapter 1: It begins.");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="guide-\d+\.txt"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
  });

  it("the demo customer's paid digital order downloads the file the seed wrote", async () => {
    const customer = await signedIn(app, "customer@example.com", "customer123");
    const list = await call(customer, "/user/digital-product-order-list");
    expect(list.body.download_urls).toHaveLength(1);
    const res = await get(customer, list.body.download_urls[0].url);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^.+\n\nThank you for your purchase on Bazaar\./);
  });

  it("an unpaid order has no link and its line downloads nothing, even with a genuine token", async () => {
    const { buyer, line } = await bought({ content: "unpaid", paid: false });
    expect((await call(buyer.client, "/user/digital-product-order-list")).body.download_urls).toEqual([]);
    const token = signDownload(services.ctx, line.id, buyer.userId);
    const res = await get(buyer.client, `/download/${line.id}?t=${encodeURIComponent(token)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("unpaid");
  });

  it("someone else gets 404 with the owner's link, with a link signed for themselves, or as a guest", async () => {
    const { buyer, line } = await bought({ content: "secret chapter" });
    const [{ url }] = (await call(buyer.client, "/user/digital-product-order-list")).body.download_urls;
    const other = await signUp(app);
    const unknown = await get(
      other.client,
      `/download/99999999?t=${encodeURIComponent(signDownload(services.ctx, 99999999, other.userId))}`,
    );
    expect(unknown.status).toBe(404);
    const notFound = await unknown.text();
    const attempts = [
      await get(other.client, url),
      await get(other.client, `/download/${line.id}?t=${encodeURIComponent(signDownload(services.ctx, line.id, other.userId))}`),
      await get(await guest(app), url),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(notFound);
    }
  });

  it("an expired link is refused with a clear message; a tampered one or one for another line is 404", async () => {
    const { buyer, line } = await bought({ content: "late" });
    const expired = services.ctx.signer.sign("download", `${line.id}:${buyer.userId}`, new Date(Date.now() - 1000));
    const res = await get(buyer.client, `/download/${line.id}?t=${encodeURIComponent(expired)}`);
    expect(res.status).toBe(410);
    expect((await res.json()).error).toMatch(/expired/);
    const good = signDownload(services.ctx, line.id, buyer.userId);
    const tampered = good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA");
    const longer = `${Number(good.split(".")[0]) + 3600}.${good.split(".")[1]}`;
    for (const t of [tampered, longer, "", "1.2"])
      expect((await get(buyer.client, `/download/${line.id}?t=${encodeURIComponent(t)}`)).status).toBe(404);
    expect((await get(buyer.client, `/download/${line.id + 1}?t=${encodeURIComponent(good)}`)).status).toBe(404);
    expect((await get(buyer.client, `/download/${line.id}`)).status).toBe(404);
  });

  it("a file path that leaves the downloads folder is refused, by name or through a symbolic link", async () => {
    writeFileSync(path.join(services.env.dataDir, "secret.txt"), "TOP SECRET");
    for (const file of ["../secret.txt", "books/../../secret.txt", path.join(services.env.dataDir, "secret.txt")]) {
      const { buyer, line } = await bought({ file });
      const res = await get(
        buyer.client,
        `/download/${line.id}?t=${encodeURIComponent(signDownload(services.ctx, line.id, buyer.userId))}`,
      );
      expect(res.status, file).toBe(404);
      expect(await res.text()).not.toContain("TOP SECRET");
    }
    symlinkSync(path.join(services.env.dataDir, "secret.txt"), path.join(downloads, "books", "link.txt"));
    const { buyer, line } = await bought({ file: "books/link.txt" });
    const res = await get(buyer.client, `/download/${line.id}?t=${encodeURIComponent(signDownload(services.ctx, line.id, buyer.userId))}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("TOP SECRET");

    expect(safeDownloadPath("/data/downloads", "books/a.pdf")).toBe("/data/downloads/books/a.pdf");
    for (const bad of ["../x", "a/../../x", "/etc/passwd", "a\\..\\x", "a//b", "", null, "a\0b"])
      expect(safeDownloadPath("/data/downloads", bad), String(bad)).toBeNull();
  });
});
