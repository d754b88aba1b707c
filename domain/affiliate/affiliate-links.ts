import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { affiliateClicks, affiliateLinks } from "../../db/schema";
import { UnprocessableError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { type AffiliateProfile, affiliateMember } from "./affiliate-on";

export const LINKS_PER_PAGE = 10;

/** Paths that are not the shop's pages: no referral link points there. */
const NOT_STOREFRONT = /^\/(admin|dev|uploads|assets|api|user|logout)(\/|$)/;

/**
 * A storefront address as the link builder stores it: the path and query under the shop
 * (without `ref`), from a path ("/product/x", "product/x") or a full address of this shop.
 * Another host, the account or operator areas, or anything unreadable: null.
 */
export function storefrontPath(raw: string, shopUrl: string): string | null {
  const shop = new URL(shopUrl.endsWith("/") ? shopUrl : `${shopUrl}/`);
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? new URL(raw) : new URL(raw.replace(/^\/+/, ""), shop);
  } catch {
    return null;
  }
  if (url.origin !== shop.origin || !url.pathname.startsWith(shop.pathname.replace(/\/$/, "") || "/")) return null;
  const path = `/${url.pathname.slice(shop.pathname.length).replace(/^\/+/, "")}`;
  if (NOT_STOREFRONT.test(path)) return null;
  url.searchParams.delete("ref");
  const query = url.searchParams.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** The shareable address of a stored path for a code. */
export const referralUrl = (shopUrl: string, path: string, code: string) =>
  `${shopUrl.replace(/\/$/, "")}${path}${path.includes("?") ? "&" : "?"}ref=${code}`;

const Input = z.object({ url: field.required(500) });

/** `POST user/affiliate-links {url}`: build (or find) the member's link to any storefront page or product. */
export async function createLink(ctx: Ctx, input: { viewer: Viewer; form: Record<string, unknown>; shopUrl: string }) {
  const profile = await affiliateMember(ctx, input.viewer);
  const { url } = parseInput(Input, input.form);
  const path = storefrontPath(url, input.shopUrl);
  if (!path) throw new UnprocessableError("affiliate_link_invalid", "url");
  await ctx.db.insert(affiliateLinks).values({ userId: profile.userId, path, createdAt: ctx.now() }).onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(affiliateLinks)
    .where(and(eq(affiliateLinks.userId, profile.userId), eq(affiliateLinks.path, path)));
  return linkView(row, profile, input.shopUrl, 0);
}

function linkView(row: typeof affiliateLinks.$inferSelect, profile: AffiliateProfile, shopUrl: string, clicks: number) {
  return { id: row.id, path: row.path, url: referralUrl(shopUrl, row.path, profile.code), clicks, created_at: row.createdAt.toISOString() };
}

/**
 * `GET user/affiliate-links?page=`: the member's links, newest first, 10 a page, each with the
 * clicks counted on its path, in the reference's *PaginateResource shape
 * (`{data, total, count, per_page, current_page, total_pages, last_page}`).
 */
export async function listLinks(ctx: Ctx, input: { profile: AffiliateProfile; page: number; shopUrl: string }) {
  const page = Math.max(1, Math.min(input.page, 10_000));
  const mine = eq(affiliateLinks.userId, input.profile.userId);
  const [rows, [{ n: total }]] = await Promise.all([
    ctx.db
      .select()
      .from(affiliateLinks)
      .where(mine)
      .orderBy(desc(affiliateLinks.id))
      .limit(LINKS_PER_PAGE)
      .offset((page - 1) * LINKS_PER_PAGE),
    ctx.db.select({ n: count() }).from(affiliateLinks).where(mine),
  ]);
  const clicks = new Map<string, number>();
  if (rows.length)
    for (const c of await ctx.db
      .select({ path: affiliateClicks.path, n: count() })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateUserId, input.profile.userId),
          inArray(
            affiliateClicks.path,
            rows.map((r) => r.path),
          ),
        ),
      )
      .groupBy(affiliateClicks.path))
      clicks.set(c.path, Number(c.n));
  const last = Math.max(1, Math.ceil(Number(total) / LINKS_PER_PAGE));
  const data = rows.map((r) => linkView(r, input.profile, input.shopUrl, clicks.get(r.path) ?? 0));
  return {
    data,
    total: Number(total),
    count: data.length,
    per_page: LINKS_PER_PAGE,
    current_page: page,
    total_pages: last,
    last_page: last,
  };
}

export type AffiliateLinksPage = Awaited<ReturnType<typeof listLinks>>;
