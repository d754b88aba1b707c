import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogCommentLikes, blogComments, blogs, users } from "../db/schema";
import { present } from "../kernel/present";

const MINUTE = 60_000;

/** [author e-mail, text, index of the comment answered in this list (none: top level)] */
const THREAD: [string, string, number?][] = [
  ["customer@example.com", "Very useful, thank you! I followed the checklist before buying my last laptop."],
  ["seller@example.com", "Glad it helped. Ask us in the shop if you need help choosing a charger too.", 0],
  ["customer@example.com", "Will do. Does the same advice apply to tablets?", 1],
  ["seller2@example.com", "Mostly yes; watch the screen size and the storage more than the processor.", 2],
  ["seller3@example.com", "خیلی خوب نوشته شده بود؛ ممنون از راهنمایی‌های کاربردی."],
  ["customer@example.com", "ممنون، من هم همین تجربه را داشتم.", 4],
];

/** A few comments with replies (three deep) and likes on the two newest posts, by the demo accounts. */
export async function seedDemoBlogComments(db: Database, now: Date) {
  const posts = await db.select({ id: blogs.id }).from(blogs).orderBy(desc(blogs.publishedAt), asc(blogs.id)).limit(2);
  const emails = [...new Set(THREAD.map(([e]) => e))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  if (people.length !== emails.length) return;
  const ids = new Map(people.map((p) => [p.email, p.id]));
  const idOf = (email: string) => present(ids.get(email), `the demo account ${email}`);
  for (const [p, post] of posts.entries()) {
    const written: { id: number; rootId: number; depth: number }[] = [];
    for (const [i, [email, comment, parent]] of THREAD.entries()) {
      const above = parent === undefined ? undefined : written[parent];
      const [row] = await db
        .insert(blogComments)
        .values({
          blogId: post.id,
          userId: idOf(email),
          parentId: above?.id ?? null,
          rootId: above?.rootId ?? null,
          depth: above ? above.depth + 1 : 0,
          comment,
          createdAt: new Date(now.getTime() - (p * 3 + 2) * 86_400_000 + i * 37 * MINUTE),
        })
        .returning({ id: blogComments.id });
      if (!above) await db.update(blogComments).set({ rootId: row.id }).where(eq(blogComments.id, row.id));
      written.push({ id: row.id, rootId: above?.rootId ?? row.id, depth: above ? above.depth + 1 : 0 });
    }
    await db.insert(blogCommentLikes).values([
      { commentId: written[1].id, userId: idOf("customer@example.com") },
      { commentId: written[0].id, userId: idOf("seller@example.com") },
      { commentId: written[3].id, userId: idOf("seller3@example.com") },
    ]);
  }
}
