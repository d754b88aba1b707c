import { and, desc, eq, inArray } from "drizzle-orm";
import { campaignProducts, campaigns, products, shops } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import { EntryDecisionInput } from "../content/editorial-input";
import { parseEditorial } from "../content/editorial-write";
import type { Ctx } from "../context";
import { decideCampaignEntries } from "./campaign-entries";

/** `GET admin/content/campaigns/:id/entries`: the products entered in a campaign (sellers' requests first), with shop and price. */
export async function campaignEntryList(ctx: Ctx, input: { userId: number | null; campaignId: number; locale: string }) {
  await requirePermission(ctx, input.userId, "content", "page_not_found");
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  if (!campaign) throw new NotFoundError("campaign_not_found");
  const rows = await ctx.db
    .select({ e: campaignProducts, name: products.name, price: products.priceCents, shop: shops.name })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(campaignProducts.campaignId, campaign.id))
    .orderBy(desc(campaignProducts.createdAt));
  return {
    campaign: { id: campaign.id, slug: campaign.slug, title: localize(campaign.title, input.locale) },
    entries: rows.map((r) => ({
      product_id: r.e.productId,
      product: localize(r.name, input.locale),
      shop: localize(r.shop, input.locale),
      price_cents: r.price,
      discount_type: r.e.discountType,
      discount: r.e.discountValue,
      status: r.e.status,
      created_at: r.e.createdAt.toISOString(),
    })),
  };
}

/**
 * `POST admin/content/campaigns/:id/entries` `{product_ids, decision}`: the operator accepts or
 * rejects sellers' entries through the campaigns' own verb (`decideCampaignEntries`: prices
 * follow, followers are told), audited with the entries' states before and after, in one transaction.
 */
export async function decideEntries(ctx: Ctx, input: { userId: number | null; campaignId: number; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseEditorial(EntryDecisionInput, input.fields);
  const ids = [...new Set(form.product_ids)];
  const done = await ctx.db.transaction(async (tx) => {
    const where = and(eq(campaignProducts.campaignId, input.campaignId), inArray(campaignProducts.productId, ids));
    const before = await tx
      .select({ product_id: campaignProducts.productId, status: campaignProducts.status })
      .from(campaignProducts)
      .where(where);
    if (!before.length) throw new NotFoundError("campaign_not_found");
    const result = await decideCampaignEntries(tx, {
      campaignId: input.campaignId,
      productIds: ids,
      approve: form.decision === "approve",
      now: ctx.now(),
    });
    const after = await tx
      .select({ product_id: campaignProducts.productId, status: campaignProducts.status })
      .from(campaignProducts)
      .where(where);
    await recordAudit(
      tx,
      op,
      {
        action: `campaign_entry.${form.decision}`,
        target: { type: "campaign", id: input.campaignId },
        before: { entries: before },
        after: { entries: after },
      },
      ctx.now(),
    );
    return result;
  });
  ctx.cache.invalidate();
  return done;
}
