import { and, desc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { campaignProducts, campaigns, products } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import { enterCampaign } from "../campaigns/campaign-entries";
import type { Ctx } from "../context";
import type { SellerShop } from "./require-seller";

/**
 * `GET seller/campaign-data`: the campaigns a seller may still join (active, not ended), the
 * shop's entries with the operator's answer, and the shop's newest visible products to choose from.
 */
export async function sellerCampaigns(ctx: Ctx, shop: SellerShop, opts: { locale: string }) {
  const now = ctx.now();
  const [open, entries, choices] = await Promise.all([
    ctx.db
      .select({ id: campaigns.id, slug: campaigns.slug, title: campaigns.title, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
      .from(campaigns)
      .where(and(eq(campaigns.isActive, true), eq(campaigns.acceptsEntries, true), gte(campaigns.endsAt, now)))
      .orderBy(campaigns.startsAt),
    ctx.db
      .select({ entry: campaignProducts, campaign: campaigns.title, name: products.name })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(eq(products.shopId, shop.id))
      .orderBy(desc(campaignProducts.createdAt))
      .limit(100),
    ctx.db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.isVisible, true)))
      .orderBy(desc(products.id))
      .limit(100),
  ]);
  return {
    campaigns: open.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: localize(c.title, opts.locale),
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt.toISOString(),
    })),
    entries: entries.map(({ entry: e, campaign, name }) => ({
      campaign_id: e.campaignId,
      campaign: localize(campaign, opts.locale),
      product_id: e.productId,
      product: localize(name, opts.locale),
      discount_type: e.discountType,
      discount: centsToDecimal(e.discountValue),
      status: e.status,
      sold: e.soldCount,
    })),
    products: choices.map((p) => ({ id: p.id, name: localize(p.name, opts.locale), price: centsToDecimal(p.priceCents) })),
  };
}

const EntryForm = z.object({
  product_id: field.id(),
  discount_type: z.enum(["flat", "percentage"], { error: "v_in" }),
  discount: field.required(12).refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0, "v_amount_positive"),
});

/**
 * `POST seller/campaigns/{id}/enter {product_id, discount_type, discount}`: ask for one of the
 * shop's products to join a campaign at a discount (an amount, or a percentage with up to two
 * places), through the campaigns' own verb (`enterCampaign`: pending until an operator answers;
 * another shop's product, a discount that leaves no price, or a product in another running
 * campaign is refused and nothing is written). Field errors come back under the form's names.
 */
export async function requestCampaignEntry(
  ctx: Ctx,
  shop: SellerShop,
  input: { campaignId: number | null; fields: unknown; locale: string },
) {
  const form = parseInput(EntryForm, input.fields);
  const discount = Number(parseMoney(form.discount));
  try {
    await enterCampaign(ctx.db, {
      userId: shop.ownerId,
      campaignId: input.campaignId ?? 0,
      form: { entries: [{ product_id: form.product_id, discount_type: form.discount_type, discount }] },
      now: ctx.now(),
    });
  } catch (err) {
    if (err instanceof ValidationError)
      throw new ValidationError(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^entries\.\d+\./, ""), v])));
    throw err;
  }
  const { entries } = await sellerCampaigns(ctx, shop, { locale: input.locale });
  return { entry: entries.find((e) => e.product_id === form.product_id && e.campaign_id === input.campaignId) ?? null };
}
