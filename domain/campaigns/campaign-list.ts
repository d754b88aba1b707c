import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { campaigns } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { type Paginated, paginate } from "../../kernel/paginated";
import type { Ctx } from "../context";

export const CAMPAIGNS_PER_PAGE = 12;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A moment as the reference prints campaign dates (PHP `d M Y`, in UTC): "07 Dec 2026". */
export function dMY(at: Date): string {
  return `${String(at.getUTCDate()).padStart(2, "0")} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

type CampaignRow = typeof campaigns.$inferSelect;

/**
 * A campaign as the lists show it (contract notes: campaign-lists and the `campaigns-i` home
 * component): the reference's keys, plus the window as ISO moments (the pages' countdowns),
 * the colours and whether it is a flash sale. The end date is "" once it has passed.
 */
export function campaignCard(row: CampaignRow, now: Date, locale: string, mediaBase: string) {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, locale),
    short_description: localize(row.shortDescription, locale),
    campaign_start_date: dMY(row.startsAt),
    campaign_end_date: row.endsAt < now ? "" : dMY(row.endsAt),
    image_374x374: mediaUrl(mediaBase, row.thumbnail ?? row.image, 374, 374),
    image_1920x412: mediaUrl(mediaBase, row.image, 1920, 412),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    background_color: row.backgroundColor,
    text_color: row.textColor,
    is_flash_sale: row.isFlashSale,
  };
}
export type CampaignCard = ReturnType<typeof campaignCard>;

/** Switched on and running at `now` (start and end inclusive, as the reference). */
export function runningCampaign(now: Date) {
  return and(eq(campaigns.isActive, true), lte(campaigns.startsAt, now), gte(campaigns.endsAt, now));
}

const ListInput = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "pd_invalid_page" }).int("pd_invalid_page").min(1, "pd_invalid_page").max(100_000, "pd_invalid_page"),
  ),
});

/**
 * `GET home/campaign-lists?page=n`: the running campaigns, 12 a page, those ending soonest
 * first (then the newest). A page past the end is empty.
 */
export async function campaignList(
  ctx: Ctx,
  raw: { page: unknown; locale: string },
  opts: { pageUrl?: (p: number) => string } = {},
): Promise<Paginated<CampaignCard>> {
  const { page } = parseInput(ListInput, { page: raw.page });
  const now = ctx.now();
  const where = runningCampaign(now);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(asc(campaigns.endsAt), desc(campaigns.id))
      .limit(CAMPAIGNS_PER_PAGE)
      .offset((page - 1) * CAMPAIGNS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(campaigns).where(where),
  ]);
  return paginate(
    rows.map((r) => campaignCard(r, now, raw.locale, ctx.mediaBase)),
    count?.n ?? 0,
    page,
    CAMPAIGNS_PER_PAGE,
    opts.pageUrl,
  );
}

/**
 * The home page's `campaign` component: up to three running campaigns, the configured ones in
 * their order when `ids` are given, else the featured ones (ending soonest first).
 */
export async function homeCampaigns(ctx: Ctx, input: { ids: number[]; locale: string }) {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(and(runningCampaign(now), input.ids.length ? inArray(campaigns.id, input.ids) : eq(campaigns.isFeatured, true)))
    .orderBy(asc(campaigns.endsAt), desc(campaigns.id))
    .limit(input.ids.length ? Math.max(3, input.ids.length) : 3);
  if (input.ids.length) rows.sort((a, b) => input.ids.indexOf(a.id) - input.ids.indexOf(b.id));
  return rows.slice(0, 3).map((r) => campaignCard(r, now, input.locale, ctx.mediaBase));
}
