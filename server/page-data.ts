import { accountState } from "../domain/accounts/account-state";
import { menuCategories } from "../domain/catalog/categories";
import { viewedProducts } from "../domain/catalog/product-views";
import { homeComponentTypes } from "../domain/content/home-components";
import { bannerList, pageLinks, serviceList, sliderList } from "../domain/content/storefront-content";
import { currencyView, languageView } from "../domain/locale/reference";
import { activeAddons, rewardRate } from "../domain/rewards/reward-on";
import { publicSettings } from "../domain/settings/load-settings";
import type { ResolvedViewer } from "./http/viewer";
import { langKeywords } from "./i18n";
import type { AppServices } from "./services";
import type { Session } from "./session/session";

/**
 * The page data of spec section 1, under its names: what every server-rendered page embeds
 * and the client store starts from.
 */
export async function buildPageData(
  services: AppServices,
  v: ResolvedViewer,
  opts: { baseUrl: string; hasViews?: boolean; hasCompared?: boolean; hasCart?: boolean },
) {
  const { ctx } = services;
  const locale = v.language.code;
  const [personal, categories, sliders, banners, services_, pages, homeComponents, addOns] = await Promise.all([
    visitorParts(services, v, opts),
    ctx.cache.get(`menu:${locale}`, 60_000, () => menuCategories(ctx, locale)),
    sliderList(ctx, locale),
    bannerList(ctx, locale),
    serviceList(ctx, locale),
    pageLinks(ctx, locale),
    homeComponentTypes(ctx),
    activeAddons(ctx),
  ]);
  const { viewed_products: viewed, ...account } = personal;
  const languages = v.settings.language_switcher ? v.languages.map(languageView) : [];
  const defaultCurrency = v.currencies.find((c) => c.code === v.settings.default_currency) ?? v.currency;
  return {
    languages,
    flags: v.languages.map((l) => ({ locale: l.code, flag: l.flag })),
    currencies: v.currencies.map(currencyView),
    user: account.user,
    user_wishlists: account.user_wishlists,
    active_language: languageView(v.language),
    active_currency: currencyView(v.currency),
    wishlists: account.wishlists,
    carts: account.carts,
    categories,
    sliders,
    services: services_,
    settings_data: publicSettings(v.settings, {
      locale,
      direction: v.language.direction,
      baseUrl: opts.baseUrl,
      mediaBase: ctx.mediaBase,
    }),
    viewed_products: viewed,
    pages,
    compare_list: account.compare_list,
    /** the compared products' ids (not in the spec's list): the compare buttons' pressed state */
    compare_ids: account.compare_ids,
    default_currency: currencyView(defaultCurrency),
    home_components: homeComponents,
    default_assets: { static_asset: `${services.env.APP_PATH}/` },
    // `reward` only when rewards really work (the add-on on and a convert rate set)
    add_ons: (await rewardRate(ctx)) > 0 ? addOns : addOns.filter((a) => a !== "reward"),
    shop_follower: account.shop_follower,
    lang_keywords: langKeywords(locale),
    banners,
  };
}

export type PageData = Awaited<ReturnType<typeof buildPageData>>;

/**
 * The visitor's own part of the page data: account, lists, cart and recently viewed products. A
 * page shared by visitors without an account (decision 054) carries them empty and asks for them
 * (`home/visitor-state`) once it is alive.
 */
export async function visitorParts(
  services: AppServices,
  v: ResolvedViewer,
  opts: { hasViews?: boolean; hasCompared?: boolean; hasCart?: boolean },
) {
  const { ctx } = services;
  const [account, viewed] = await Promise.all([
    // a guest's compare list is looked up only once the session has compared something
    accountState(ctx, {
      userId: v.viewer.userId,
      sessionHash: opts.hasCompared ? v.viewer.sessionHash : undefined,
      cartSessionHash: opts.hasCart ? v.viewer.sessionHash : undefined,
      locale: v.language.code,
    }),
    v.viewer.sessionHash && v.settings.recent_viewed
      ? viewedProducts(ctx, v.viewer, { ownViews: opts.hasViews }).then((list) => list.slice(0, 10))
      : [],
  ]);
  return { ...account, viewed_products: viewed };
}

export type VisitorParts = Awaited<ReturnType<typeof visitorParts>>;

/** What the session says it holds, so the page data looks up only those (views, compare list, cart). */
export function sessionHolds(session: Session) {
  return {
    hasViews: session.get("viewed") === true,
    hasCompared: session.get("compared") === true,
    hasCart: session.get("carted") === true,
  };
}
