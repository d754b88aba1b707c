import { and, desc, eq, gte, inArray, ne, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaignProducts, campaigns, products } from "../../db/schema";
import { removePicture, storePicture } from "../../infra/store-picture";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { mediaUrl, PICTURE_FAMILIES } from "../../kernel/media";
import { uniqueRefusal } from "../../kernel/unique-violation";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { at, CampaignInput } from "../content/editorial-input";
import { formFields, localizedOf, parseEditorial, sanitizedOf, slugTaken } from "../content/editorial-write";
import type { Ctx } from "../context";
import { applyCampaignPrices, lockCampaignProducts } from "./campaign-prices";

/** The banner is drawn in the strip's sizes and the square ones (the lists fall back to it without a square picture). */
export const CAMPAIGN_PICTURE_SIZES = {
  image: [...PICTURE_FAMILIES.campaignStrip, ...PICTURE_FAMILIES.campaign] as [number, number][],
  thumbnail: [...PICTURE_FAMILIES.campaign] as [number, number][],
};
type Kind = keyof typeof CAMPAIGN_PICTURE_SIZES;
const target = (uploadsDir: string, kind: Kind) => ({ uploadsDir, folder: "campaigns", sizes: CAMPAIGN_PICTURE_SIZES[kind] });
type Upload = { bytes: Uint8Array } | null;
type CampaignRow = typeof campaigns.$inferSelect;
const iso = (d: Date) => d.toISOString().slice(0, 16);

function campaignView(c: CampaignRow, mediaBase: string, entries: (typeof campaignProducts.$inferSelect)[] = []) {
  return {
    id: c.id,
    slug: c.slug,
    title: { en: "", fa: "", ar: "", ...c.title },
    short_description: { en: "", fa: "", ar: "", ...c.shortDescription },
    description: { en: "", fa: "", ar: "", ...c.description },
    starts_at: iso(c.startsAt),
    ends_at: iso(c.endsAt),
    is_active: c.isActive,
    is_featured: c.isFeatured,
    is_flash_sale: c.isFlashSale,
    accepts_entries: c.acceptsEntries,
    funded_by: c.fundedBy,
    seller_share: c.sellerShareBp === null ? "" : (c.sellerShareBp / 100).toFixed(2),
    background_color: c.backgroundColor,
    text_color: c.textColor,
    image_url: c.image ? mediaUrl(mediaBase, c.image, 960, 206) : null,
    thumbnail_url: c.thumbnail ? mediaUrl(mediaBase, c.thumbnail, 374, 374) : null,
    products: entries
      .filter((e) => e.status === "approved")
      .map((e) => ({ product_id: e.productId, discount_type: e.discountType, discount: e.discountValue })),
  };
}
export type AdminCampaign = ReturnType<typeof campaignView>;

/** After a campaign's write: every storefront view may show its prices (cards, listings, home, shops). */
function forgetCampaigns(ctx: Ctx) {
  ctx.cache.invalidate();
}

/** `GET admin/content/campaigns/list`: every campaign (newest first) with its counts of entries by state. */
export async function adminCampaignList(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const rows = await ctx.db.select().from(campaigns).orderBy(desc(campaigns.startsAt), desc(campaigns.id)).limit(500);
  const entries = rows.length
    ? await ctx.db
        .select()
        .from(campaignProducts)
        .where(
          inArray(
            campaignProducts.campaignId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    campaigns: rows.map((c) => {
      const mine = entries.filter((e) => e.campaignId === c.id);
      return { ...campaignView(c, ctx.mediaBase, mine), pending: mine.filter((e) => e.status === "pending").length };
    }),
  };
}

/** One campaign for its editor, with its approved products. */
export async function adminCampaign(ctx: Ctx, input: { userId: number | null; campaignId: number }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  if (!row) throw new NotFoundError("campaign_not_found");
  const entries = await ctx.db.select().from(campaignProducts).where(eq(campaignProducts.campaignId, row.id));
  return campaignView(row, ctx.mediaBase, entries);
}

/** The operator's own products for the campaign: real, discounted below their price, in no other live campaign. */
async function checkProducts(
  tx: Database,
  campaignId: number | null,
  list: { product_id: number; discount_type: string; discount: number }[],
  now: Date,
) {
  if (!list.length) return;
  const ids = list.map((p) => p.product_id);
  const found = new Map(
    (await tx.select({ id: products.id, price: products.priceCents }).from(products).where(inArray(products.id, ids))).map((p) => [
      p.id,
      p.price,
    ]),
  );
  const busy = new Set(
    (
      await tx
        .select({ id: campaignProducts.productId })
        .from(campaignProducts)
        .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
        .where(
          and(
            inArray(campaignProducts.productId, ids),
            ne(campaignProducts.status, "rejected"),
            eq(campaigns.isActive, true),
            gte(campaigns.endsAt, now),
            ...(campaignId === null ? [] : [ne(campaignProducts.campaignId, campaignId)]),
          ),
        )
    ).map((r) => r.id),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  list.forEach((p, i) => {
    const price = found.get(p.product_id);
    if (price === undefined || seen.has(p.product_id)) errors[`products.${i}.product_id`] = ["v_required"];
    else if (busy.has(p.product_id)) errors[`products.${i}.product_id`] = ["campaign_product_elsewhere"];
    else if (p.discount_type === "percentage" ? p.discount >= 10_000 : p.discount >= price)
      errors[`products.${i}.discount`] = ["campaign_discount_too_large"];
    seen.add(p.product_id);
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * `POST admin/content/campaigns` (create) and `…/:id` (edit); multipart (`payload` JSON, `image`
 * banner, `thumbnail` square) or JSON. Checked first (422, nothing written), then the pictures;
 * in one transaction: the row, the operator's products (the whole list of approved ones: written
 * approved with their discounts, an approved product left out leaves the campaign),
 * `applyCampaignPrices` (so the product rows carry the campaign's price, or lose it when the
 * campaign is switched off or its window moves), and the audit entry. Every storefront cache is dropped.
 */
export async function saveCampaign(
  ctx: Ctx,
  input: {
    userId: number | null;
    campaignId: number | null;
    fields: unknown;
    image: Upload;
    thumbnail: Upload;
    uploadsDir: string;
  },
) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseEditorial(CampaignInput, formFields(input.fields));
  const now = ctx.now();
  const stored: Partial<Record<Kind, string>> = {};
  const dropStored = () =>
    Promise.all((Object.keys(stored) as Kind[]).map((k) => removePicture(stored[k] ?? null, target(input.uploadsDir, k))));
  for (const kind of ["image", "thumbnail"] as const) {
    const file = input[kind];
    if (!file) continue;
    stored[kind] = await storePicture(file, { ...target(input.uploadsDir, kind), name: `c-${kind}`, field: kind }).catch(async (err) => {
      await dropStored();
      throw err;
    });
  }
  const values = {
    slug: form.slug,
    title: localizedOf(form.title),
    shortDescription: localizedOf(form.short_description),
    description: sanitizedOf(form.description),
    startsAt: at(form.starts_at),
    endsAt: at(form.ends_at),
    isActive: form.is_active,
    isFeatured: form.is_featured,
    isFlashSale: form.is_flash_sale,
    acceptsEntries: form.accepts_entries,
    fundedBy: form.funded_by,
    sellerShareBp: form.funded_by === "shared" ? Math.round(Number(form.seller_share) * 100) : null,
    backgroundColor: form.background_color.toLowerCase(),
    textColor: form.text_color.toLowerCase(),
    updatedAt: now,
    ...stored,
  };
  const replaced: Partial<Record<Kind, string | null>> = {};
  const saved = await ctx.db
    .transaction(async (tx) => {
      const before =
        input.campaignId === null ? null : (await tx.select().from(campaigns).where(eq(campaigns.id, input.campaignId)).for("update"))[0];
      if (input.campaignId !== null && !before) throw new NotFoundError("campaign_not_found");
      const [clash] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, form.slug));
      if (clash && clash.id !== before?.id) throw slugTaken();
      await checkProducts(tx, before?.id ?? null, form.products, now);
      const [row] = before
        ? await tx.update(campaigns).set(values).where(eq(campaigns.id, before.id)).returning()
        : await tx.insert(campaigns).values(values).returning();
      await lockCampaignProducts(
        tx,
        row.id,
        form.products.map((p) => p.product_id),
      );
      for (const p of form.products)
        await tx
          .insert(campaignProducts)
          .values({
            campaignId: row.id,
            productId: p.product_id,
            userId: op.id,
            discountType: p.discount_type,
            discountValue: p.discount,
            status: "approved",
          })
          .onConflictDoUpdate({
            target: [campaignProducts.campaignId, campaignProducts.productId],
            set: { discountType: p.discount_type, discountValue: p.discount, status: "approved" },
          });
      // the form holds the whole list: an approved product left out of it leaves the campaign
      const kept = form.products.map((p) => p.product_id);
      await tx
        .delete(campaignProducts)
        .where(
          and(
            eq(campaignProducts.campaignId, row.id),
            eq(campaignProducts.status, "approved"),
            ...(kept.length ? [notInArray(campaignProducts.productId, kept)] : []),
          ),
        );
      const changed = await applyCampaignPrices(tx, row.id, now);
      if (before) for (const k of Object.keys(stored) as Kind[]) replaced[k] = before[k];
      await recordAudit(
        tx,
        op,
        {
          action: before ? "campaign.update" : "campaign.create",
          target: { type: "campaign", id: row.id },
          before,
          after: { ...row, products: form.products, prices_changed: changed },
        },
        now,
      );
      return row;
    })
    .catch(async (err) => {
      await dropStored();
      throw uniqueRefusal(err, slugTaken);
    });
  for (const k of Object.keys(replaced) as Kind[]) await removePicture(replaced[k] ?? null, target(input.uploadsDir, k));
  forgetCampaigns(ctx);
  const entries = await ctx.db.select().from(campaignProducts).where(eq(campaignProducts.campaignId, saved.id));
  return campaignView(saved, ctx.mediaBase, entries);
}

/**
 * `POST admin/content/campaigns/:id/delete`: the campaign goes with its entries; its products
 * lose its price in the same transaction (`applyCampaignPrices` finds the campaign gone); audited.
 */
export async function deleteCampaign(ctx: Ctx, input: { userId: number | null; campaignId: number; uploadsDir: string }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const row = await ctx.db.transaction(async (tx) => {
    await lockCampaignProducts(tx, input.campaignId, []);
    const [gone] = await tx.delete(campaigns).where(eq(campaigns.id, input.campaignId)).returning();
    if (!gone) throw new NotFoundError("campaign_not_found");
    await applyCampaignPrices(tx, gone.id, ctx.now());
    await recordAudit(
      tx,
      op,
      { action: "campaign.delete", target: { type: "campaign", id: gone.id }, before: gone, after: null },
      ctx.now(),
    );
    return gone;
  });
  await removePicture(row.image, target(input.uploadsDir, "image"));
  await removePicture(row.thumbnail, target(input.uploadsDir, "thumbnail"));
  forgetCampaigns(ctx);
  return { deleted: row.id };
}
