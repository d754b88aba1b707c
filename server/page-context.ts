import type { Context } from "hono";
import { requireAdmin } from "../domain/accounts/require-admin";
import { listBrands } from "../domain/catalog/brands-and-shops";
import { categoryTree } from "../domain/catalog/categories";
import { filterData } from "../domain/catalog/filter-data";
import { type ListProductsInput, listingPage } from "../domain/catalog/list-products";
import { listingHeading } from "../domain/catalog/listing-heading";
import { productDetails } from "../domain/catalog/product-details";
import { productReviews } from "../domain/catalog/product-reviews";
import { nearestTerms } from "../domain/catalog/search";
import { homeComponents, homeOutline } from "../domain/content/home-components";
import { homePageRange } from "../domain/content/home-page";
import { staticPage } from "../domain/content/storefront-content";
import { activeShopCoupons } from "../domain/shops/shop-coupons";
import { shopProfile } from "../domain/shops/shop-profile";
import { myGiftVouchers, userCoupons } from "../domain/vouchers/voucher-views";
import { rechargeTypes } from "../domain/wallet/wallet-view";
import { isLoopbackClient } from "./http/account-session";
import { baseUrl, resolveViewer } from "./http/viewer";
import { langKeywords, languageFileUrl } from "./i18n";
import { pageAccount } from "./page-account";
import { pageAdmin } from "./page-admin";
import { pageAffiliate } from "./page-affiliate";
import { pageBlogs } from "./page-blogs";
import { pageCampaigns } from "./page-campaigns";
import { pageCart } from "./page-cart";
import { pageClassifieds } from "./page-classifieds";
import { buildPageData, sessionHolds } from "./page-data";
import { answeringDomainErrors, pageAnswer } from "./page-errors";
import { pageLists } from "./page-lists";
import { pageOrders } from "./page-orders";
import { pagePayments } from "./page-payments";
import { pagePickup } from "./page-pickup";
import { pageRewards } from "./page-rewards";
import { pageRider } from "./page-rider";
import { pageSeller } from "./page-seller";
import { pageSellerProducts } from "./page-seller-products";
import { pageShops } from "./page-shops";
import { pageVideos } from "./page-videos";
import { pageWallet } from "./page-wallet";
import { paymentsOf } from "./payment-config";
import type { AppServices } from "./services";

/**
 * What a page loader may use: domain verbs bound to this request's viewer. Loaders stay
 * thin adapters and import no server code (only these types). A verb's domain error reaches the
 * loader as the router's answer (404, 403, 422 …; 401: the login page), so no loader maps one.
 */
export async function pageContext(c: Context, services: AppServices) {
  const { env } = services;
  // read before the first await: the guest page cache sets the nonce of the page it renders (server/page-cache.ts)
  const nonce = c.get("nonce");
  const csrfToken = c.get("session").pageToken;
  const v = await resolveViewer(c, services);
  const base = baseUrl(c, env.APP_PATH, env.TRUST_PROXY === "1");
  const locale = v.viewer.locale;
  // the verbs' domain errors become the router's answers here, for every loader and action (decision 060)
  const answer = (err: unknown) => pageAnswer(err, { url: new URL(c.req.url), appPath: env.APP_PATH });
  return {
    nonce,
    csrfToken,
    appPath: env.APP_PATH,
    /** whether the page is rendered for someone signed in (a page shared by every visitor is not: decision 056) */
    signedIn: v.viewer.userId !== null,
    /** where the browser's realtime client connects (null: realtime not running) */
    realtime: services.realtime?.client ?? null,
    baseUrl: base,
    locale,
    /** every UI string of the viewer's language (the server renders with it) and its file's versioned URL */
    languageFile: langKeywords(locale),
    languageFileUrl: languageFileUrl(env.APP_PATH, locale),
    ...answeringDomainErrors(pageVerbs(c, services, v, { base, locale }), answer),
  };
}

/** The domain verbs a page may call, bound to the request's viewer. */
function pageVerbs(
  c: Context,
  services: AppServices,
  v: Awaited<ReturnType<typeof resolveViewer>>,
  { base, locale }: { base: string; locale: string },
) {
  const { ctx, env } = services;
  return {
    /** an admin-only page: the admin's id, else the 404 screen (the console's pages use `admin.require(permission)`) */
    requireAdmin: () => requireAdmin(ctx, v.viewer.userId, "page_not_found"),
    /** the admin console (issue 19): its dashboard and pages, each guarded by its permission */
    admin: pageAdmin(ctx, v.viewer, {
      appPath: env.APP_PATH,
      payments: paymentsOf(services),
      envStripe: Boolean(services.payments?.stripe),
    }),
    pageData: () =>
      buildPageData(services, v, {
        baseUrl: base,
        ...sessionHolds(c.get("session")),
      }),
    catalog: {
      /** a listing's page of products and, with a search key, what the search understood ("did you mean") */
      listing: (input: ListProductsInput, pageUrl?: (p: number) => string) => listingPage(ctx, v.viewer, input, { pageUrl }),
      heading: (type: string, slug?: string) => listingHeading(ctx, { type, slug, locale }),
      product: (slug: string) => productDetails(ctx, v.viewer, { slug }),
      reviews: (productId: number, page = 1) => productReviews(ctx, v.viewer, { productId, page }),
      /** the listing's facets over what the search and the filters match (domain/catalog/filter-data.ts) */
      filters: (type: ListProductsInput["type"], slug: string, narrowing: { key?: string; filters?: unknown } = {}) =>
        filterData(ctx, v.viewer, { type: type ?? "products", slug, ...narrowing }),
      brands: (page: number) => listBrands(ctx, { page, perPage: 24, locale }),
      categories: () => ctx.cache.get(`tree:${locale}`, 60_000, () => categoryTree(ctx, locale)),
    },
    search: {
      /** "did you mean" queries for a search that found nothing (domain/catalog/search-terms.ts) */
      nearestTerms: (key: string) => nearestTerms(ctx, key),
    },
    cart: pageCart(ctx, v.viewer),
    lists: pageLists(ctx, v.viewer, { appPath: env.APP_PATH }),
    shops: {
      ...pageShops(ctx, v.viewer, { appPath: env.APP_PATH }),
      /** a visible shop's head, sections, policies, coupons and followers (404 for unknown, unverified, banned) */
      profile: (slug: string) => shopProfile(ctx, v.viewer, { slug }),
      /** a shop's coupons a shopper can use now (the product page's seller box) */
      coupons: (shopId: number) => activeShopCoupons(ctx, v.viewer, { shopId, perPage: 4 }),
    },
    campaigns: pageCampaigns(ctx, v.viewer),
    orders: pageOrders(ctx, v.viewer, { appPath: env.APP_PATH, baseUrl: base }),
    account: pageAccount(ctx, {
      userId: v.viewer.userId,
      locale,
      appPath: env.APP_PATH,
      devMailbox: env.devMailbox && isLoopbackClient(c, env.TRUST_PROXY === "1"),
    }),
    payments: pagePayments(ctx, v.viewer, { config: paymentsOf(services), appPath: env.APP_PATH }),
    /** the seller centre (/seller): the shop of a verified seller, else 404 / 403 */
    seller: pageSeller(ctx, v.viewer, { stripeOn: Boolean(paymentsOf(services).stripe) }),
    wallet: pageWallet(ctx, v.viewer, { config: paymentsOf(services), appPath: env.APP_PATH }),
    rewards: pageRewards(ctx, v.viewer, { appPath: env.APP_PATH, locale }),
    affiliate: pageAffiliate(ctx, v.viewer, { shopUrl: base }),
    /** `/user/gift-voucher`: the viewer's vouchers (404 with the wallet off) and the shop's active coupons */
    giftVouchers: async (page: number) => {
      const vouchers = await myGiftVouchers(ctx, v.viewer);
      const pageUrl = (p: number) => `${env.APP_PATH}/user/gift-voucher?page=${p}`;
      const [coupons, ways] = await Promise.all([
        userCoupons(ctx, v.viewer, { page, pageUrl }),
        rechargeTypes(ctx, paymentsOf(services), locale),
      ]);
      // the wallet, or an online gateway (a bank transfer cannot pay for a voucher)
      const paymentTypes = ["wallet", ...ways.types.filter((w) => w.online).map((w) => w.type)];
      return { vouchers, ...coupons, payment_types: paymentTypes };
    },
    blogs: pageBlogs(ctx, v.viewer),
    videos: pageVideos(ctx, v.viewer),
    classifieds: pageClassifieds(ctx, v.viewer, {
      appPath: env.APP_PATH,
      uploadsDir: `${env.dataDir}/uploads`,
      verifyCsrf: (token) => c.get("session").verifyCsrf(token),
    }),
    /** the delivery riders' pages and the operator's riders (decision 078) */
    rider: pageRider(ctx, v.viewer),
    /** the pickup points' keepers' pages and the operator's points (decision 080) */
    pickup: pagePickup(ctx, v.viewer),
    /** the seller centre's products (owners of a verified shop; others the 404 screen) */
    sellerProducts: pageSellerProducts(ctx, v.viewer),
    content: {
      /** the home page's first feed page (rendered on the server) and the outline of every section */
      home: async () => {
        const [outline, first] = await Promise.all([homeOutline(ctx, v.viewer), homeComponents(ctx, v.viewer, { ...homePageRange(1) })]);
        return { outline, first };
      },
      page: (slug: string) => staticPage(ctx, { slug, locale }),
    },
  };
}

export type PageContext = Awaited<ReturnType<typeof pageContext>>;
