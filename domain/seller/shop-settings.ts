import { eq } from "drizzle-orm";
import { z } from "zod";
import { shops } from "../../db/schema";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx } from "../context";
import { optionalReturnDaysField, returnDaysText } from "../refunds/return-days-input";
import { followersKey } from "../shops/follows";
import type { SellerShop } from "./require-seller";
import { removeShopPicture, storeShopPicture } from "./shop-pictures";
import { TaxDetailsFields, taxDetailsUpdate, taxDetailsView } from "./tax-details";

/** The shop settings form: texts in the seller's current language (the other languages are kept). */
export const ShopSettingsForm = z.object({
  tagline: field.optional(160),
  shipping_policy: field.optional(5000),
  returns_policy: field.optional(5000),
  /** days after delivery the shop's items may be returned where their category sets none; "" the marketplace's; left out, kept (decision 081) */
  return_days: optionalReturnDaysField,
  // who the seller is for the tax authorities (DAC7, decision 075): left out, kept as stored
  ...TaxDetailsFields,
});

/** `GET seller/shop-settings`: what the form shows. */
export function shopSettings(shop: SellerShop, opts: { locale: string; mediaBase: string }) {
  return {
    shop: {
      id: shop.id,
      slug: shop.slug,
      name: localize(shop.name, opts.locale),
      logo: shop.logo ? mediaUrl(opts.mediaBase, shop.logo, 164, 164) : null,
      banner: shop.banner ? mediaUrl(opts.mediaBase, shop.banner, 594, 406) : null,
      // the form edits the viewer's language only: show that language's own text (not a fallback)
      tagline: shop.tagline[opts.locale] ?? "",
      shipping_policy: shop.policies.shipping?.[opts.locale] ?? "",
      returns_policy: shop.policies.returns?.[opts.locale] ?? "",
      return_days: returnDaysText(shop.returnDays),
      ...taxDetailsView(shop),
    },
  };
}

/** Every cached view of a shop: its visibility (by slug and owner), sections, coupons and followers. */
export function forgetShop(ctx: Ctx, shop: SellerShop): void {
  ctx.cache.invalidate(`shop-visible:slug:${shop.slug}`);
  ctx.cache.invalidate(`shop-visible:owner:${shop.ownerId}`);
  ctx.cache.invalidate(`shop-contents:${shop.id}:`);
  ctx.cache.invalidate(`shop-coupons:${shop.id}:`);
  ctx.cache.invalidate(followersKey(shop.id));
}

/**
 * `POST seller/shop-settings` (multipart: tagline, shipping_policy, returns_policy, return_days?, legal_name?,
 * legal_address?, tax_country?, tax_id?, vat_number?, logo?, banner?): the texts are checked first (422 with field errors, nothing stored), then the
 * pictures (each checked by its content and re-encoded); the row is saved, the replaced
 * pictures' files removed, and every cached view of the shop dropped so the shop page shows it.
 */
export async function saveShopSettings(
  ctx: Ctx,
  shop: SellerShop,
  input: {
    fields: unknown;
    logo: { bytes: Uint8Array } | null;
    banner: { bytes: Uint8Array } | null;
    locale: string;
    uploadsDir: string;
  },
) {
  const form = parseInput(ShopSettingsForm, input.fields);
  const logo = input.logo ? await storeShopPicture(input.logo, { uploadsDir: input.uploadsDir, shopId: shop.id, kind: "logo" }) : null;
  const banner = input.banner
    ? await storeShopPicture(input.banner, { uploadsDir: input.uploadsDir, shopId: shop.id, kind: "banner" }).catch(async (err) => {
        await removeShopPicture(logo, "logo", input.uploadsDir);
        throw err;
      })
    : null;
  const [saved] = await ctx.db
    .update(shops)
    .set({
      tagline: { ...shop.tagline, [input.locale]: form.tagline },
      policies: {
        ...shop.policies,
        shipping: { ...(shop.policies.shipping ?? {}), [input.locale]: form.shipping_policy },
        returns: { ...(shop.policies.returns ?? {}), [input.locale]: form.returns_policy },
      },
      ...taxDetailsUpdate(form),
      ...(form.return_days === undefined ? {} : { returnDays: form.return_days }),
      ...(logo ? { logo } : {}),
      ...(banner ? { banner } : {}),
    })
    .where(eq(shops.id, shop.id))
    .returning();
  if (logo) await removeShopPicture(shop.logo, "logo", input.uploadsDir);
  if (banner) await removeShopPicture(shop.banner, "banner", input.uploadsDir);
  forgetShop(ctx, saved);
  return shopSettings(saved, { locale: input.locale, mediaBase: ctx.mediaBase });
}
