import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { blogs, contactMessages } from "../../db/schema";
import { latestNews } from "../../domain/blog/blog-posts";
import { LANGUAGE_FILES } from "../../kernel/i18n/keywords";
import { guest, mailsTo, signUp, type TestApp } from "../setup/accounts";
import { PAGINATOR_KEYS } from "../setup/paginator-keys";
import { present } from "../setup/present";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const en = LANGUAGE_FILES.en;
const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

describeOnDatabases("blog and contact calls", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];
  let slug: string;
  let blogId: number;

  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database));
    const [first] = await database.db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).orderBy(blogs.id).limit(1);
    slug = first.slug;
    blogId = first.id;
  });

  it("GET home/blogs answers {blogs} as a paginator of cards; category, title and sort filter; an unknown category is 404", async () => {
    const body = await (await app.request("/home/blogs")).json();
    expect(Object.keys(body.blogs).sort()).toEqual(PAGINATOR_KEYS);
    expect(body.blogs.per_page).toBe(12);
    expect(body.blogs.total).toBe(10);
    const card = body.blogs.data[0];
    for (const key of ["id", "slug", "title", "short_description", "thumbnail", "published_date", "category"])
      expect(card).toHaveProperty(key);
    const dates = body.blogs.data.map((b: { published_date: string }) => b.published_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = (await (await app.request("/home/blogs?sort=oldest")).json()).blogs.data;
    expect(oldest[0].published_date).toBe(dates[dates.length - 1]);

    const cat = card.category.slug;
    const inCat = (await (await app.request(`/home/blogs?slug=${cat}`)).json()).blogs.data;
    expect(inCat.length).toBeGreaterThan(0);
    expect(inCat.every((b: { category: { slug: string } }) => b.category.slug === cat)).toBe(true);
    const word = card.title.split(" ")[0];
    const found = (await (await app.request(`/home/blogs?title=${encodeURIComponent(word)}`)).json()).blogs.data;
    expect(found.map((b: { id: number }) => b.id)).toContain(card.id);
    expect((await app.request("/home/blogs?slug=no-such-category")).status).toBe(404);
    // a bad page or sort is read as the first page, newest first
    expect((await app.request("/home/blogs?page=x&sort=drop")).status).toBe(200);
  });

  it("GET home/blog-details/{slug} answers blog, categories, tags, recent_posts, comments; views count once per visitor", async () => {
    const reader = await guest(app);
    const body = await (await reader.request(`/home/blog-details/${slug}`)).json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["blog", "categories", "tags", "recent_posts", "comments"]));
    for (const key of [
      "title",
      "short_description",
      "long_description",
      "thumbnail",
      "banner_img",
      "tags",
      "published_date",
      "user",
      "blog_views_count",
      "reading_time",
    ])
      expect(body.blog).toHaveProperty(key);
    expect(body.blog.user).not.toHaveProperty("email");
    expect(body.recent_posts.length).toBeLessThanOrEqual(5);
    expect(body.recent_posts.map((p: { slug: string }) => p.slug)).not.toContain(slug);
    expect(body.comments.per_page).toBe(10);
    const views = async () => (await database.db.select({ v: blogs.views }).from(blogs).where(eq(blogs.id, blogId)))[0].v;
    const before = await views();
    await reader.request(`/home/blog-details/${slug}`);
    expect(await views()).toBe(before);
    await (await guest(app)).request(`/home/blog-details/${slug}`);
    expect(await views()).toBe(before + 1);
    expect((await app.request("/home/blog-details/no-such-post")).status).toBe(404);
  });

  it("comments and replies at any depth; script stays text; likes by user id; guests are told to sign in", async () => {
    const anon = await guest(app);
    const refused = await anon.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: "hi" } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe(en.login_first);

    const a = await signUp(app);
    const b = await signUp(app);
    const empty = await a.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: "  " } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.comment[0]).toBe(en.bl_v_comment);

    const first = await (await a.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: SCRIPT } })).json();
    expect(first.success).toBe(en.bl_comment_saved);
    const root = first.comment;
    expect(root.comment).toBe(SCRIPT); // stored as typed, shown escaped
    const r1 = (
      await (
        await b.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: "level one", parent_id: root.id } })
      ).json()
    ).comment.comment_replies[0];
    expect(r1.parent_id).toBeNull();
    expect(r1.level).toBe(0);
    const deep = await (
      await a.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: "level two", parent_id: r1.id } })
    ).json();
    expect(deep.success).toBe(en.bl_reply_saved);
    const r2 = deep.comment.comment_replies[0].replies[0];
    expect(r2).toMatchObject({ comment: "level two", parent_id: r1.id, level: 1 });

    const guestLike = await anon.request("/blog/like-reply", { method: "POST", json: { id: r2.id, comment_id: root.id } });
    expect(guestLike.status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const liked = await (await b.client.request("/blog/like-reply", { method: "POST", json: { id: r2.id, comment_id: root.id } })).json();
      expect(liked.success).toBe(en.bl_liked);
      const reply = liked.comment.comment_replies[0].replies[0];
      expect(reply.comment_likes).toEqual([{ user_id: b.userId }]);
      expect(reply.liked).toBe(true);
      expect(liked.comment_likes).toEqual([]);
    }
    const wrongThread = await b.client.request("/blog/like-reply", { method: "POST", json: { id: r2.id, comment_id: r1.id } });
    expect(wrongThread.status).toBe(404);
    const unliked = await (
      await b.client.request("/blog/unlike-reply", { method: "POST", json: { id: r2.id, comment_id: root.id } })
    ).json();
    expect(unliked.comment.comment_replies[0].replies[0].comment_likes).toEqual([]);

    const page = (await (await a.client.request(`/home/blog-details/${slug}`)).json()).comments;
    expect(page.data[0].id).toBe(root.id);
    expect(page.data[0].comment_replies[0].replies[0].id).toBe(r2.id);
    expect(page.data[0].replies_count).toBe(2);
  });

  it("the reference client's comment calls: store/blog-comment(-reply), load/blog-comments, load/blog-categories, blog/(un)like-comments", async () => {
    const anon = await guest(app);
    const post = (client: typeof anon, path: string, json: unknown) => client.request(path, { method: "POST", json });
    expect((await post(anon, "/store/blog-comment", { comment: "hi", blog_id: blogId, slug })).status).toBe(401);
    const a = await signUp(app);
    const b = await signUp(app);
    const saved = await post(a.client, "/store/blog-comment", { comment: "from the old client", blog_id: blogId, slug });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: en.bl_comment_saved });
    expect((await post(a.client, "/store/blog-comment", { comment: " ", blog_id: blogId, slug })).status).toBe(422);

    const load = async (page = 1) => (await (await a.client.request(`/load/blog-comments/${blogId}?page=${page}`)).json()).comments;
    const first = await load();
    expect(Object.keys(first).sort()).toEqual(PAGINATOR_KEYS);
    const root = first.data[0];
    expect(root.comment).toBe("from the old client");

    const reply = await post(b.client, "/store/blog-comment-reply", {
      comment: "a reply",
      blog_comment_id: root.id,
      parent_id: "",
      level: 0,
      slug,
    });
    expect(await reply.json()).toEqual({ success: en.bl_reply_saved });
    const r1 = (await load()).data[0].comment_replies[0];
    expect(r1.comment).toBe("a reply");
    await post(a.client, "/store/blog-comment-reply", { comment: "deeper", blog_comment_id: root.id, parent_id: r1.id, level: 1, slug });
    expect((await load()).data[0].comment_replies[0].replies[0]).toMatchObject({ comment: "deeper", parent_id: r1.id });
    expect((await post(b.client, "/store/blog-comment-reply", { comment: "x", blog_comment_id: 99_999_999, slug })).status).toBe(404);

    // a like once per reader, answered with the post's comments
    for (let i = 0; i < 2; i++) {
      const liked = await (await post(b.client, "/blog/like-comments", { paginate: 10, id: root.id, blog_id: blogId })).json();
      expect(liked.success).toBe(en.bl_liked);
      expect(Object.keys(liked.comments).sort()).toEqual(PAGINATOR_KEYS);
      expect(liked.comments.total).toBeGreaterThan(0);
      expect(liked.comments.data.find((c: { id: number }) => c.id === root.id).comment_likes).toEqual([{ user_id: b.userId }]);
    }
    const unliked = await (await post(b.client, "/blog/unlike-comments", { paginate: 10, id: root.id, blog_id: blogId })).json();
    expect(unliked.comments.data.find((c: { id: number }) => c.id === root.id).comment_likes).toEqual([]);
    expect((await post(anon, "/blog/like-comments", { paginate: 10, id: root.id, blog_id: blogId })).status).toBe(401);
    expect((await post(b.client, "/blog/like-comments", { paginate: 10, id: root.id, blog_id: 99_999_999 })).status).toBe(404);

    expect((await a.client.request("/load/blog-comments/99999999")).status).toBe(404);
    expect((await a.client.request("/load/blog-comments/abc")).status).toBe(422);
    const categories = (await (await anon.request("/load/blog-categories?page=1")).json()).categories;
    expect(Object.keys(categories).sort()).toEqual(PAGINATOR_KEYS);
    expect(categories.data.length).toBeGreaterThan(0);
    expect(categories.data[0]).toMatchObject({ slug: expect.any(String), title: expect.any(String) });
  });

  it("comments are rate-limited per reader", async () => {
    const c = await signUp(app);
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await c.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: `note ${i}` } })).status;
    expect(last).toBe(429);
  });

  it("a stored script renders as text on the post's page", async () => {
    const a = await signUp(app);
    await a.client.request("/blog/comment", { method: "POST", json: { blog_id: blogId, comment: SCRIPT } });
    const [post] = await database.db.select({ body: blogs.body }).from(blogs).where(eq(blogs.id, blogId));
    await database.db
      .update(blogs)
      .set({ body: { ...post.body, en: `${post.body.en}<script>alert(2)</script><p onclick="x()">safe</p>` } })
      .where(eq(blogs.id, blogId));
    const body = await (await app.request(`/home/blog-details/${slug}`)).json();
    expect(body.blog.long_description).not.toMatch(/<script|onclick/);
    expect(body.blog.long_description).toContain("safe");
  });

  it("the Atom feed lists the posts with absolute links; the sitemap names the blog", async () => {
    const res = await app.request("/blogs/feed.xml?lang=fa");
    expect(res.headers.get("content-type")).toMatch(/application\/atom\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fa">');
    expect(xml.match(/<entry>/g)?.length).toBe(10);
    expect(xml).toContain(`http://shop.test/blog/${slug}?lang=fa`);
    expect(xml).not.toMatch(/<script/);
    const sitemap = await (await app.request("/sitemap-pages.xml")).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    expect(sitemap).toContain("/contact</loc>");
  });

  it("latestNews answers the four newest posts for the home page", async () => {
    const news = await latestNews(services.ctx, { sessionHash: "x", userId: null, locale: "fa", currencyCode: "USD" });
    expect(news).toHaveLength(4);
    expect(Object.keys(news[0]).sort()).toEqual(["id", "short_description", "slug", "thumbnail", "title"]);
    expect(news[0].thumbnail).toMatch(/260x175/);
  });

  it("GET home/contact-page and POST send-message: validated (422 per field), stored, mailed, rate-limited", async () => {
    const { contact } = await (await app.request("/home/contact-page")).json();
    expect(Object.keys(contact).sort()).toEqual(["address", "email", "optional_email", "optional_phone", "phone"]);
    const sender = await guest(app);
    const bad = await sender.request("/send-message", { method: "POST", json: { name: "", email: "nope", subject: "", message: "short" } });
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(errors).toEqual({
      name: [en.ct_v_name],
      email: [expect.any(String)],
      subject: [en.ct_v_subject],
      message: [en.ct_v_message_short],
    });
    const noToken = await sender.request("/send-message", { method: "POST", noToken: true, json: {} });
    expect(noToken.status).toBe(419);

    const message = `Hello shop ${SCRIPT}`;
    const ok = await sender.request("/send-message", {
      method: "POST",
      json: { name: "Sara", email: "sara@example.com", subject: "Delivery", message },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).success).toBe(en.ct_message_sent);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "sara@example.com"));
    expect(stored.message).toBe(message);
    const mails = await mailsTo(database.db, contact.email);
    const mail = present(
      mails.find((m) => m.subject.includes("Delivery")),
      "the mail about delivery",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    void services;
    let status = 0;
    for (let i = 0; i < 5; i++)
      status = (
        await sender.request("/send-message", {
          method: "POST",
          json: { name: "Sara", email: "sara@example.com", subject: "Again", message: "Once more, please." },
        })
      ).status;
    expect(status).toBe(429);
  });
});
