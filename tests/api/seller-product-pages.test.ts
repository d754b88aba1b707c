import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { guest, signIn, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The seller centre's product pages through the real build (`npm run build` first): who sees them, the table, the editor, RTL. */
describeOnDatabases("seller product pages", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
  });

  it("a guest is sent to sign in, a customer and another seller's product get the 404 screen, the seller the pages in English and Persian", async () => {
    const pages = ["/seller/products", "/seller/products/new", "/seller/products/import"];
    for (const path of pages) {
      const res = await app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const customer = await guest(app);
    expect((await signIn(customer, "customer@example.com", "customer123")).status).toBe(200);
    for (const path of pages) expect((await customer.request(path)).status).toBe(404);

    const seller = await guest(app);
    expect((await signIn(seller, "seller@example.com", "seller123")).status).toBe(200);
    const list = await seller.request("/seller/products?lang=en&sort=price_asc");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('data-testid="seller-products-table"');
    expect(html).toContain('aria-sort="ascending"');
    const first = (await call(seller, "/seller/products/list?sort=price_asc")).body.data[0] as { id: number; name: string };
    expect(html).toContain(`/seller/products/${first.id}/edit`);
    const fa = await (await seller.request("/seller/products?lang=fa")).text();
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain("کالای جدید");
    const editor = await seller.request(`/seller/products/${first.id}/edit?lang=en`);
    expect(editor.status).toBe(200);
    const editorHtml = await editor.text();
    expect(editorHtml).toContain('data-testid="sp-editor"');
    // the Returnable flag (decision 081), ticked for a product that is returnable
    expect(editorHtml).toMatch(/<input type="checkbox"[^>]*data-testid="sp-returnable"[^>]*checked/);
    const arabic = await seller.request("/seller/products/new?lang=ar");
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toContain("قابل للإرجاع");
    expect((await seller.request("/seller/products/import?lang=en")).status).toBe(200);
    expect((await seller.request("/seller/products/abc/edit")).status).toBe(404);

    // another seller's product: the 404 screen
    const other = await guest(app);
    expect((await signIn(other, "seller2@example.com", "seller123")).status).toBe(200);
    expect((await other.request(`/seller/products/${first.id}/edit`)).status).toBe(404);
  });
});
