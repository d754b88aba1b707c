import type { Database } from "../../db/client";
import { blogCategories, blogComments, blogs, campaigns, pages, users } from "../../db/schema";
import type { RouteRule } from "./back-office-rules";

/** Records the delete calls of the editorial console may remove, one per call (tests/setup/back-office-rules.ts). */
export interface EditorialSpares {
  pages: number[];
  blogCategories: number[];
  blogs: number[];
  campaigns: number[];
  comments: number[];
}

/** Eight of each kind, nobody else's: each delete call takes the next one, refused or not. */
export async function editorialSpares(db: Database): Promise<EditorialSpares> {
  const n = [...Array(8).keys()];
  const stamp = Date.now().toString(36);
  const pageRows = await db
    .insert(pages)
    .values(n.map((i) => ({ slug: `spare-${stamp}-${i}`, title: { en: "Spare" }, content: { en: "<p>x</p>" } })))
    .returning({ id: pages.id });
  const categoryRows = await db
    .insert(blogCategories)
    .values(n.map((i) => ({ slug: `spare-${stamp}-${i}`, name: { en: "Spare" } })))
    .returning({ id: blogCategories.id });
  const blogRows = await db
    .insert(blogs)
    .values(
      n.map((i) => ({
        categoryId: categoryRows[0].id,
        slug: `spare-${stamp}-${i}`,
        title: { en: "Spare" },
        excerpt: {},
        body: { en: "<p>x</p>" },
        tags: [],
        status: "draft" as const,
      })),
    )
    .returning({ id: blogs.id });
  const campaignRows = await db
    .insert(campaigns)
    .values(
      n.map((i) => ({
        slug: `spare-${stamp}-${i}`,
        title: { en: "Spare" },
        description: {},
        startsAt: new Date("2020-01-01T00:00:00Z"),
        endsAt: new Date("2020-01-02T00:00:00Z"),
        isActive: false,
      })),
    )
    .returning({ id: campaigns.id });
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  const commentRows = await db
    .insert(blogComments)
    .values(n.map((i) => ({ blogId: blogRows[0].id, userId: someone.id, comment: `Spare ${i}` })))
    .returning({ id: blogComments.id });
  return {
    comments: commentRows.map((r) => r.id),
    pages: pageRows.map((r) => r.id),
    // the first category holds the spare posts: the others are empty and may go
    blogCategories: categoryRows.slice(1).map((r) => r.id),
    blogs: blogRows.map((r) => r.id),
    campaigns: campaignRows.map((r) => r.id),
  };
}

const content = { operator: "content" } as const;
const post = (path: string) => () => ({ path, json: {} });

/** The editorial console's routes (server/api/admin-editorial.ts): every one needs `content`. */
export function editorialRules(): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {};
  for (const [kind, spare] of [
    ["pages", "pages"],
    ["blogs", "blogs"],
    ["blog-categories", "blogCategories"],
    ["campaigns", "campaigns"],
  ] as const) {
    const base = `/admin/content/${kind}`;
    rules[`GET ${base}/list`] = { who: content, call: () => ({ path: `${base}/list` }) };
    // an empty form: 422 for the allowed callers, nothing written
    rules[`POST ${base}`] = { who: content, call: post(base) };
    rules[`POST ${base}/:id{[0-9]+}`] = { who: content, call: post(`${base}/1`) };
    rules[`POST ${base}/:id{[0-9]+}/delete`] = {
      who: content,
      call: (f) => ({ path: `${base}/${f.editorial.spares[spare].pop()}/delete`, json: {} }),
    };
  }
  rules["GET /admin/content/blog-comments/list"] = { who: content, call: () => ({ path: "/admin/content/blog-comments/list" }) };
  rules["POST /admin/content/blog-comments/:id{[0-9]+}/delete"] = {
    who: content,
    call: (f) => ({ path: `/admin/content/blog-comments/${f.editorial.spares.comments.pop()}/delete`, json: {} }),
  };
  rules["GET /admin/content/campaigns/:id{[0-9]+}/entries"] = {
    who: content,
    call: (f) => ({ path: `/admin/content/campaigns/${f.campaignId}/entries` }),
  };
  rules["POST /admin/content/campaigns/:id{[0-9]+}/entries"] = {
    who: content,
    call: (f) => ({ path: `/admin/content/campaigns/${f.campaignId}/entries`, json: {} }),
  };
  return rules;
}
