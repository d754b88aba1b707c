import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { adCategories, adFields, adPhoto, adsOf, postAd } from "../setup/ad-fixture";
import { call } from "../setup/http";
import { adminClient } from "../setup/payment-fixture";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp, type TestClient } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** The page's CSRF token as the form carries it (`_token`). */
const tokenIn = (html: string) => /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A post of the form as a browser without scripts makes it: multipart to the page itself, the token in the body, no headers of the scripts. */
async function postForm(client: TestClient, path: string, fields: Record<string, string>, files: Uint8Array[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const bytes of files) form.append("images[]", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "p.png");
  return client.request(path, { method: "POST", body: form, noToken: true, redirect: "manual" });
}

/** /user/submit_ad, /user/manage_ads and /admin/classified-ads through the real build (`npm run build` first). */
describeOnDatabases("classified ad pages", { products: 40 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let cats: { leaf: number; parent: number };
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    cats = await adCategories(database.db);
  });

  it("a guest is sent to sign in; the pages render in English and Persian with the menu entries; the queue is the 404 screen for a customer", async () => {
    for (const path of ["/user/submit_ad", "/user/manage_ads"]) {
      const res = await app.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    const client = await guest(app);
    expect((await signIn(client, "customer@example.com", "customer123")).status).toBe(200);
    const form = await (await client.request("/user/submit_ad?lang=en")).text();
    expect(form).toContain('data-testid="ad-form"');
    expect(form).toContain("Post an ad");
    expect(form).toContain('href="/user/manage_ads"');
    expect(tokenIn(form)).not.toBe("");
    const fa = await (await client.request("/user/submit_ad?lang=fa")).text();
    expect(fa).toContain("ثبت آگهی");
    expect(fa).toContain("مدیریت آگهی‌ها");
    expect(fa).toContain('dir="rtl"');
    // the demo customer's ads (when the demo has classified products to take pictures from)
    const mine = await (await client.request("/user/manage_ads?lang=en")).text();
    expect(mine).toContain("My ads");
    expect((await client.request("/admin/classified-ads")).status).toBe(404);
    expect((await client.request("/user/submit_ad?id=abc")).status).toBe(404);
    expect((await client.request("/user/submit_ad?id=999999999")).status).toBe(404);
  });

  it("without scripts: the form posts to the page; bad input renders the page again (422) with the messages and what was typed; a good one goes to the list", async () => {
    const { client, userId } = await signUp(app);
    const page = await (await client.request("/user/submit_ad?lang=en")).text();
    const _token = tokenIn(page);
    const picture = await adPhoto(150);

    const stale = await postForm(client, "/user/submit_ad?lang=en", { ...adFields(cats.leaf), _token: "nope" }, [picture]);
    expect(stale.status).toBe(419);
    const bad = await postForm(
      client,
      "/user/submit_ad?lang=en",
      { ...adFields(cats.leaf, { email: "not-mail", title: "Kept <b>title</b>" }), _token },
      [picture],
    );
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Kept &lt;b&gt;title&lt;/b&gt;");
    expect(await adsOf(database.db, userId)).toHaveLength(0);

    const good = await postForm(client, "/user/submit_ad?lang=en", { ...adFields(cats.leaf), _token }, [picture]);
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe("/user/manage_ads");
    const [ad] = await adsOf(database.db, userId);
    expect(ad).toMatchObject({ status: "pending", title: "Oak dining table for six" });
    expect(ad.images).toHaveLength(1);
    const list = await (await client.request("/user/manage_ads?lang=en")).text();
    expect(list).toContain("Oak dining table for six");
    expect(list).toContain('data-status="pending"');

    // another user's ad: its edit page and a post to it are the 404 screen
    const other = await signUp(app);
    expect((await other.client.request(`/user/submit_ad?id=${ad.id}`)).status).toBe(404);
    const otherToken = tokenIn(await (await other.client.request("/user/submit_ad")).text());
    const hijack = await postForm(other.client, `/user/submit_ad?id=${ad.id}`, {
      ...adFields(cats.leaf, { title: "Mine" }),
      _token: otherToken,
    });
    expect(hijack.status).toBe(404);
    expect((await adsOf(database.db, userId))[0].title).toBe("Oak dining table for six");
  });

  it("the operator's queue lists a pending ad with its text as text; approving it publishes a product page with the contact details and no cart button", async () => {
    const { client } = await signUp(app);
    const sent = await postAd(
      client,
      adFields(cats.leaf, { title: "Lamp <script>x</script>", description: "A lamp. <img src=x onerror=alert(1)>" }),
      [{ bytes: await adPhoto(77) }],
    );
    const id = sent.body.ad.id as number;
    const admin = await adminClient(app, database.db);
    const queue = await (await admin.request("/admin/classified-ads?lang=en")).text();
    expect(queue).toContain(`data-ad-id="${id}"`);
    expect(queue).toContain("Lamp &lt;script&gt;x&lt;/script&gt;");
    expect(queue).not.toContain("<script>x</script>");
    expect(queue).not.toContain("<img src=x");
    await call(admin, `/admin/classified-ads/${id}/approve`, {});
    const slug = (await call(client, "/user/classified-ads")).body.ads.data[0].product_slug as string;
    const product = await (await (await guest(app)).request(`/product/${slug}?lang=en`)).text();
    expect(product).toContain('data-testid="contact-info"');
    expect(product).toContain("sam@example.com");
    expect(product).not.toContain('data-testid="add-to-cart"');
    expect(product).not.toContain('data-testid="stock"');
    expect(product).not.toContain("<img src=x");
    const listing = await (await (await guest(app)).request("/products?classified=1&sort=newest&lang=en")).text();
    expect(listing).toContain(`/product/${slug}`);
    expect(listing).toContain('data-testid="filter-classified-1"');
  });
});
