import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { renderedPages } from "../setup/rendered-pages";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

/** The new pages as the server renders them (the real build): en and fa, a stored script as text. */
describeOnDatabases("blog and contact pages", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let slug: string;
  let blogId: number;
  let category: string;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database, { pageHandler: await renderedPages() }));
    const body = await (await app.request("/home/blogs")).json();
    ({ slug, id: blogId } = body.blogs.data[0]);
    category = body.blogs.data[0].category.slug;
  });

  it("every new page answers 200 in en and fa; unknown post and category are 404", async () => {
    const reader = await guest(app);
    for (const lang of ["en", "fa"]) {
      const t = LANGUAGE_FILES[lang];
      const list = await reader.request(`/blogs?lang=${lang}`);
      expect(list.status).toBe(200);
      const listHtml = await list.text();
      expect(listHtml).toContain(t.blog_intro);
      expect(listHtml).toContain('type="application/atom+xml"');
      expect((await reader.request(`/category-blogs/${category}?lang=${lang}`)).status).toBe(200);
      const post = await (await reader.request(`/blog/${slug}?lang=${lang}`)).text();
      expect(post).toContain('"@type":"BlogPosting"');
      expect(post).toContain(t.blog_share);
      const contact = await (await reader.request(`/contact?lang=${lang}`)).text();
      expect(contact).toContain(t.ct_form_title);
      expect(contact).toContain('data-testid="map-fallback"');
    }
    expect((await reader.request("/blog/no-such-post")).status).toBe(404);
    expect((await reader.request("/category-blogs/no-such-category")).status).toBe(404);
  });

  it("a script in a comment is rendered as text", async () => {
    const a = await signUp(app);
    const res = await a.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: SCRIPT } });
    expect(res.status).toBe(200);
    const html = await (await app.request(`/blog/${slug}`)).text();
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toMatch(/<img src=x onerror/);
  });
});
