import type { Ctx, Viewer } from "../domain/context";
import { sellerDashboard } from "../domain/seller/dashboard";
import { payoutSettings } from "../domain/seller/payout-settings";
import { sellerEarnings } from "../domain/seller/payouts";
import { requireSeller, sellerStanding } from "../domain/seller/require-seller";
import { sellerCampaigns } from "../domain/seller/seller-campaigns";
import { sellerCoupons } from "../domain/seller/seller-coupons";
import { sellerOrder, sellerOrders } from "../domain/seller/seller-orders";
import { sellerReviews } from "../domain/seller/seller-reviews";
import { shopSettings } from "../domain/seller/shop-settings";
import { sellerStatements } from "../domain/seller/statements";
import { shippingProfileEditor } from "../domain/shipping/profile-page";
import { sellerShipping } from "../domain/shipping/seller-shipping";
import { sellerVideoAds } from "../domain/videos/video-ads";
import { ValidationError } from "../kernel/errors";
import { localize } from "../kernel/localize";

/** A list's query refused (a field it cannot read): the list without a query, else the error as it is. */
const firstPageIfRefused =
  <T>(firstPage: () => Promise<T>) =>
  (err: unknown): Promise<T> => {
    if (err instanceof ValidationError) return firstPage();
    throw err;
  };

/**
 * The seller centre's part of a page loader's context (/seller pages). `standing` chooses the
 * layout's screen (the centre, "your shop awaits verification", or the 404 screen); every
 * other loader goes through `requireSeller` as the calls do.
 */
export function pageSeller(ctx: Ctx, viewer: Viewer, opts: { stripeOn: boolean } = { stripeOn: false }) {
  const shop = () => requireSeller(ctx, viewer.userId);
  return {
    standing: async () => {
      const s = await sellerStanding(ctx, viewer.userId);
      if (s.as === "none") return { as: "none" as const };
      return { as: s.as, shop: { name: localize(s.shop.name, viewer.locale), slug: s.shop.slug } };
    },
    dashboard: async () => sellerDashboard(ctx, await shop(), { locale: viewer.locale }),
    /** the shop's orders; a query the list refuses (a hand-edited link) shows the first page */
    orders: async (query: Record<string, string>) => {
      const s = await shop();
      return sellerOrders(ctx, s, query).catch(firstPageIfRefused(() => sellerOrders(ctx, s, {})));
    },
    order: async (code: string) => sellerOrder(ctx, await shop(), code, { locale: viewer.locale }),
    coupons: async () => sellerCoupons(ctx, await shop(), { locale: viewer.locale }),
    /** the shop's reviews; a query the list refuses shows the first page */
    reviews: async (query: Record<string, string>) => {
      const s = await shop();
      return sellerReviews(ctx, s, query, { locale: viewer.locale }).catch(
        firstPageIfRefused(() => sellerReviews(ctx, s, {}, { locale: viewer.locale })),
      );
    },
    earnings: async () => sellerEarnings(ctx, await shop(), { locale: viewer.locale }),
    /** the payout schedule and details, masked (decision 073) */
    payoutSettings: async () => payoutSettings(ctx, await shop(), { stripeOn: opts.stripeOn }),
    /** the months' statements (decision 074) */
    statements: async () => sellerStatements(ctx, await shop()),
    campaigns: async () => sellerCampaigns(ctx, await shop(), { locale: viewer.locale }),
    settings: async () => shopSettings(await shop(), { locale: viewer.locale, mediaBase: ctx.mediaBase }),
    shipping: async () => sellerShipping(ctx, await shop()),
    /** a shipping profile as its editor's form holds it (null: a new one), the places' names and the countries to choose from */
    shippingProfile: async (id: number | null) => shippingProfileEditor(ctx, await shop(), id),
    /** the seller's own shopping videos with their pre-roll ad tags (decision 069) */
    videos: async () => sellerVideoAds(ctx, await shop(), { locale: viewer.locale }),
  };
}
