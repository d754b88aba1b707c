import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { campaignProducts, campaigns, products } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { type Paginated, paginate } from "../../kernel/paginated";
import { cardColumns, productCard } from "../catalog/product-card";
import { countdownTo } from "../catalog/product-details";
import type { Ctx, Viewer } from "../context";
import { runningCampaign } from "./campaign-list";

export const FLASH_PER_PAGE = 24;

/**
 * What a flash card adds to a product card: units sold at the campaign's price so far and what
 * is left (the product's stock now), the share sold in whole percent, and the campaign's end.
 */
export interface FlashSold {
  sold: number;
  left: number;
  percent: number;
  campaign_slug: string;
  campaign_title: string;
  ends_at: string;
  /** time left until `ends_at` when the card was made */
  countdown: ReturnType<typeof countdownTo>;
}

export function soldShare(sold: number, left: number): number {
  const all = sold + Math.max(0, left);
  return all > 0 ? Math.min(100, Math.round((sold * 100) / all)) : 100;
}

/**
 * The products of the running flash-sale campaigns (visible, approved there, and priced by that
 * campaign now: a product another campaign took over is not listed), those ending soonest and
 * selling best first. Each card carries `flash` (sold so far, left, the share sold).
 */
async function flashRows(ctx: Ctx, viewer: Viewer, limit: number, offset: number) {
  const now = ctx.now();
  const where = and(
    runningCampaign(now),
    eq(campaigns.isFlashSale, true),
    eq(campaignProducts.status, "approved"),
    eq(products.isVisible, true),
    eq(products.campaignId, campaigns.id),
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        ...cardColumns(viewer.locale),
        sold: campaignProducts.soldCount,
        campaignSlug: campaigns.slug,
        campaignTitle: campaigns.title,
        campaignEnds: campaigns.endsAt,
      })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(where)
      .orderBy(asc(campaigns.endsAt), desc(campaignProducts.soldCount), asc(products.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(where),
  ]);
  const cards = rows.map((r) => ({
    ...productCard(r, now, ctx.mediaBase),
    flash: {
      sold: r.sold,
      left: Math.max(0, r.stock),
      percent: soldShare(r.sold, r.stock),
      campaign_slug: r.campaignSlug,
      campaign_title: localize(r.campaignTitle, viewer.locale),
      ends_at: r.campaignEnds.toISOString(),
      countdown: countdownTo(r.campaignEnds, now),
    } satisfies FlashSold,
  }));
  return { cards, total: count?.n ?? 0 };
}
export type FlashCard = Awaited<ReturnType<typeof flashRows>>["cards"][number];

const PageInput = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
});

/** `/flash-sale` and `GET home/flash-sale?page=`: one page of the running flash sales' products, and when the first of them ends. */
export async function flashSalePage(
  ctx: Ctx,
  viewer: Viewer,
  raw: { page: unknown },
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<{ products: Paginated<FlashCard>; ends_at: string | null; countdown: ReturnType<typeof countdownTo> | null }> {
  const { page } = parseInput(PageInput, raw);
  const { cards, total } = await flashRows(ctx, viewer, FLASH_PER_PAGE, (page - 1) * FLASH_PER_PAGE);
  const [next] = await ctx.db
    .select({ endsAt: campaigns.endsAt })
    .from(campaigns)
    .where(and(runningCampaign(ctx.now()), eq(campaigns.isFlashSale, true)))
    .orderBy(asc(campaigns.endsAt))
    .limit(1);
  return {
    products: paginate(cards, total, page, FLASH_PER_PAGE, opts.pageUrl),
    ends_at: next ? next.endsAt.toISOString() : null,
    countdown: next ? countdownTo(next.endsAt, ctx.now()) : null,
  };
}

/** The home page's `flash_deal` component: 8 products of the running flash sales. */
export async function homeFlashProducts(ctx: Ctx, viewer: Viewer): Promise<FlashCard[]> {
  return (await flashRows(ctx, viewer, 8, 0)).cards;
}
