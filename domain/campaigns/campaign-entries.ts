import { and, eq, gte, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { campaignProducts, campaigns, products, shops } from "../../db/schema";
import type { Localized } from "../../db/schema/types";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { notifyFollowers } from "../shops/notify-followers";
import { applyCampaignPrices, lockCampaignProducts } from "./campaign-prices";

const Entry = z.object({
  product_id: z.coerce.number().int().positive(),
  discount_type: z.enum(["flat", "percentage"]),
  /** flat: cents off; percentage: hundredths of a percent (1–9,999: a campaign never gives a product away) */
  discount: z.coerce.number().int().min(1),
});
const EnterInput = z.object({ entries: z.array(Entry).min(1).max(200) });

/**
 * A seller enters their own products into a campaign that has not ended, each with its discount
 * (the reference's campaign request): `pending` until the operator answers. A product takes part
 * in one campaign at a time, so one that is pending or approved in another campaign that has
 * not ended is refused; entering again changes the discount and asks again. Nothing is written
 * unless every entry is valid.
 */
export async function enterCampaign(db: Database, input: { userId: number; campaignId: number; form: unknown; now: Date }) {
  const { entries } = parseInput(EnterInput, input.form);
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.id, input.campaignId),
          eq(campaigns.isActive, true),
          eq(campaigns.acceptsEntries, true),
          gte(campaigns.endsAt, input.now),
        ),
      )
      .limit(1);
    if (!campaign) throw new NotFoundError("campaign_not_found");
    const ids = [...new Set(entries.map((e) => e.product_id))];
    const own = await tx
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(inArray(products.id, ids), eq(shops.ownerId, input.userId), eq(products.isVisible, true)));
    const price = new Map(own.map((p) => [p.id, p.priceCents]));
    const errors: Record<string, string[]> = {};
    entries.forEach((e, i) => {
      const list = price.get(e.product_id);
      if (list === undefined) errors[`entries.${i}.product_id`] = ["campaign_not_your_product"];
      else if (e.discount_type === "percentage" ? e.discount >= 10_000 : e.discount >= list)
        errors[`entries.${i}.discount`] = ["campaign_discount_too_large"];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const elsewhere = await tx
      .select({ productId: campaignProducts.productId })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(
        and(
          inArray(campaignProducts.productId, ids),
          ne(campaignProducts.campaignId, campaign.id),
          ne(campaignProducts.status, "rejected"),
          eq(campaigns.isActive, true),
          gte(campaigns.endsAt, input.now),
        ),
      )
      .limit(1);
    if (elsewhere.length) throw new ConflictError("campaign_product_elsewhere", { product: elsewhere[0].productId });
    await lockCampaignProducts(tx, campaign.id, ids);
    for (const e of entries) {
      await tx
        .insert(campaignProducts)
        .values({
          campaignId: campaign.id,
          productId: e.product_id,
          userId: input.userId,
          discountType: e.discount_type,
          discountValue: e.discount,
          status: "pending",
        })
        .onConflictDoUpdate({
          target: [campaignProducts.campaignId, campaignProducts.productId],
          set: { discountType: e.discount_type, discountValue: e.discount, status: "pending", userId: input.userId },
        });
    }
    // an approved product asked again leaves the campaign's price until the new answer
    await applyCampaignPrices(tx, campaign.id, input.now);
    return { entered: entries.length };
  });
}

/**
 * The operator's answer to entries: approved products take the campaign's price at once
 * (`applyCampaignPrices`), rejected ones lose it; each shop that newly takes part tells its
 * followers (one notification each, in the same transaction).
 */
export async function decideCampaignEntries(
  db: Database,
  input: { campaignId: number; productIds: number[]; approve: boolean; now: Date },
) {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, input.campaignId)).limit(1);
    if (!campaign) throw new NotFoundError("campaign_not_found");
    await lockCampaignProducts(tx, campaign.id, input.productIds);
    const shopsIn = () =>
      tx
        .selectDistinct({ shopId: products.shopId })
        .from(campaignProducts)
        .innerJoin(products, eq(products.id, campaignProducts.productId))
        .where(and(eq(campaignProducts.campaignId, campaign.id), eq(campaignProducts.status, "approved")));
    const before = new Set((await shopsIn()).map((s) => s.shopId));
    const decided = await tx
      .update(campaignProducts)
      .set({ status: input.approve ? "approved" : "rejected" })
      .where(and(eq(campaignProducts.campaignId, campaign.id), inArray(campaignProducts.productId, input.productIds)))
      .returning({ productId: campaignProducts.productId });
    await applyCampaignPrices(tx, campaign.id, input.now);
    const joined = (await shopsIn()).map((s) => s.shopId).filter((id) => !before.has(id));
    const live = campaign.isActive && campaign.endsAt >= input.now;
    let notified = 0;
    if (live)
      for (const shopId of joined) {
        const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
        notified += await notifyFollowers(tx, {
          shopId,
          url: `/campaign/${campaign.slug}`,
          at: input.now,
          data: { campaign_id: campaign.id },
          message: {
            title: "notif_shop_campaign_title",
            details: "notif_shop_campaign_details",
            textParams: { shop: shop.name as Localized, title: campaign.title as Localized },
          },
        });
      }
    return { decided: decided.length, notified, shopsJoined: joined.length };
  });
}
