import { asc, eq } from "drizzle-orm";
import { pages } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { uniqueAs } from "../../kernel/unique-violation";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { PageInput } from "./editorial-input";
import { formFields, localizedOf, parseEditorial, sanitizedOf, slugTaken } from "./editorial-write";

type PageRow = typeof pages.$inferSelect;

/** A page as the console edits it (every language; the stored, sanitised HTML). */
function pageView(p: PageRow) {
  return {
    id: p.id,
    slug: p.slug,
    title: { en: "", fa: "", ar: "", ...p.title },
    content: { en: "", fa: "", ar: "", ...p.content },
    is_active: p.isActive,
    show_in_footer: p.showInFooter,
    position: p.position,
  };
}
export type AdminPage = ReturnType<typeof pageView>;

/** The storefront's cached pages (footer links, `page/:slug`) and the sitemap. */
function forgetPages(ctx: Ctx) {
  ctx.cache.invalidate("pages");
  ctx.cache.invalidate("sitemap:");
}

/** `GET admin/content/pages/list`: every static page (on or off), by position. Operators with `content`. */
export async function adminPageList(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const rows = await ctx.db.select().from(pages).orderBy(asc(pages.position), asc(pages.id));
  return { pages: rows.map(pageView) };
}

/** One page for its editor (404 when unknown). */
export async function adminPage(ctx: Ctx, input: { userId: number | null; pageId: number }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const [row] = await ctx.db.select().from(pages).where(eq(pages.id, input.pageId));
  if (!row) throw new NotFoundError("page_not_found");
  return pageView(row);
}

/**
 * `POST admin/content/pages` (create, `pageId` null) and `POST admin/content/pages/:id` (edit):
 * checked with `PageInput` (422 with field errors, nothing written), the slug unique (422 on
 * `slug`), the rich text sanitised per language; written with its audit entry (before/after) in
 * one transaction; the storefront's cached pages dropped so `page/:slug` shows it at once.
 */
export async function savePage(ctx: Ctx, input: { userId: number | null; pageId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseEditorial(PageInput, formFields(input.fields));
  const values = {
    slug: form.slug,
    title: localizedOf(form.title),
    content: sanitizedOf(form.content),
    isActive: form.is_active,
    showInFooter: form.show_in_footer,
    position: form.position,
  };
  const saved = await ctx.db
    .transaction(async (tx) => {
      const before = input.pageId === null ? null : (await tx.select().from(pages).where(eq(pages.id, input.pageId)).for("update"))[0];
      if (input.pageId !== null && !before) throw new NotFoundError("page_not_found");
      const [clash] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, form.slug));
      if (clash && clash.id !== before?.id) throw slugTaken();
      const [row] = before
        ? await tx.update(pages).set(values).where(eq(pages.id, before.id)).returning()
        : await tx.insert(pages).values(values).returning();
      await recordAudit(
        tx,
        op,
        { action: before ? "page.update" : "page.create", target: { type: "page", id: row.id }, before, after: row },
        ctx.now(),
      );
      return row;
    })
    .catch(uniqueAs(slugTaken));
  forgetPages(ctx);
  return pageView(saved);
}

/** `POST admin/content/pages/:id/delete`: the page goes (audited with what it was); its link leaves the footer. */
export async function deletePage(ctx: Ctx, input: { userId: number | null; pageId: number }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(pages).where(eq(pages.id, input.pageId)).returning();
    if (!row) throw new NotFoundError("page_not_found");
    await recordAudit(tx, op, { action: "page.delete", target: { type: "page", id: row.id }, before: row, after: null }, ctx.now());
  });
  forgetPages(ctx);
  return { deleted: input.pageId };
}
