import { and, eq } from "drizzle-orm";
import { campaigns } from "../../db/schema";
import { sanitizeHtml } from "../../infra/sanitize-html";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import type { Paginated } from "../../kernel/paginated";
import { type ListProductsInput, listProducts } from "../catalog/list-products";
import type { ProductCard } from "../catalog/product-card";
import { countdownTo } from "../catalog/product-details";
import type { Ctx, Viewer } from "../context";
import { campaignCard } from "./campaign-list";

export const CAMPAIGN_PRODUCTS_PER_PAGE = 12;

/** Where a campaign stands at `now`: before its start, inside its window (inclusive), or past its end. */
export function campaignState(c: { startsAt: Date; endsAt: Date }, now: Date): "upcoming" | "running" | "ended" {
  if (now < c.startsAt) return "upcoming";
  return now <= c.endsAt ? "running" : "ended";
}

/**
 * A campaign for its page, by slug: the list's card, its description (sanitised HTML), and
 * where it stands (`state`). Unknown or switched off: not found. An ended campaign is still
 * shown (its page says so; its prices have already stopped, domain/catalog/pricing.ts).
 * Unlike the reference's model, it has its `title` (the client reads it).
 */
export async function campaignBySlug(ctx: Ctx, input: { slug: string; locale: string }) {
  const [row] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, input.slug.slice(0, 200)), eq(campaigns.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError("campaign_not_found");
  const now = ctx.now();
  const state = campaignState(row, now);
  return {
    ...campaignCard(row, now, input.locale, ctx.mediaBase),
    description: sanitizeHtml(localize(row.description, input.locale)),
    featured: row.isFeatured,
    flash_sale: row.isFlashSale,
    state,
    /** time left until the end (running) or the start (upcoming); null once ended */
    countdown: state === "ended" ? null : countdownTo(state === "upcoming" ? row.startsAt : row.endsAt, now),
  };
}
export type CampaignView = Awaited<ReturnType<typeof campaignBySlug>>;

/**
 * `GET home/campaign-products?slug=&page=`: the campaign and one page of its products through
 * the shared listing (type `campaign`: visible products approved in it; the shopper's brand,
 * shop, price … filters and sorts apply). Prices are the pricing's (a running campaign's price
 * shows as `campaign_id`; nothing the client sends changes them).
 */
export async function campaignProducts(
  ctx: Ctx,
  viewer: Viewer,
  input: { slug: string } & Omit<ListProductsInput, "type" | "slug">,
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<{ campaign: CampaignView; products: Paginated<ProductCard> }> {
  const campaign = await campaignBySlug(ctx, { slug: input.slug, locale: viewer.locale });
  const products = await listProducts(
    ctx,
    viewer,
    { per_page: CAMPAIGN_PRODUCTS_PER_PAGE, ...input, type: "campaign", slug: campaign.slug },
    opts,
  );
  return { campaign, products };
}
