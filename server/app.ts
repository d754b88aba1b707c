import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { analyticsConfig, analyticsHosts } from "../domain/settings/analytics";
import { loadSettings } from "../domain/settings/load-settings";
import { adTagOrigin } from "../domain/videos/video-ads";
import { flagSvg } from "../kernel/flags";
import { ACCOUNT_BODY_LIMITS, accountRoutes } from "./api/accounts";
import { addressRoutes } from "./api/addresses";
import { adminRoutes } from "./api/admin";
import { ADMIN_CATALOG_BODY_LIMITS, adminCatalogRoutes } from "./api/admin-catalog";
import { adminCommissionRuleRoutes } from "./api/admin-commission-rules";
import { adminConfigRoutes } from "./api/admin-config";
import { ADMIN_CONTENT_BODY_LIMITS, adminContentRoutes } from "./api/admin-content";
import { adminEditorialRoutes } from "./api/admin-editorial";
import { adminOrderRoutes } from "./api/admin-orders";
import { affiliateRoutes } from "./api/affiliate";
import { blogRoutes } from "./api/blogs";
import { campaignRoutes } from "./api/campaigns";
import { cartRoutes } from "./api/cart";
import { catalogRoutes } from "./api/catalog";
import { checkoutRoutes } from "./api/checkout";
import { AD_BODY_LIMITS, classifiedAdRoutes } from "./api/classified-ads";
import { devClockRoutes } from "./api/dev-clock";
import { financeReportRoutes } from "./api/finance-reports";
import { followRoutes } from "./api/follows";
import { giftVoucherRoutes } from "./api/gift-vouchers";
import { listRoutes } from "./api/lists";
import { notificationRoutes } from "./api/notifications";
import { orderRoutes } from "./api/orders";
import { gatewayRoutes } from "./api/payment-gateways";
import { PAYMENT_BODY_LIMITS, paymentRoutes } from "./api/payments";
import { payoutRoutes } from "./api/payouts";
import { pickupPointRoutes } from "./api/pickup-points";
import { productRoutes, REVIEW_BODY_LIMITS } from "./api/product";
import { realtimeAuthRoutes } from "./api/realtime-auth";
import { REFUND_BODY_LIMITS, refundRoutes } from "./api/refunds";
import { rewardRoutes } from "./api/rewards";
import { RIDER_BODY_LIMITS, riderRoutes } from "./api/riders";
import { searchRoutes } from "./api/search";
import { SELLER_BODY_LIMITS, sellerRoutes } from "./api/seller";
import { SELLER_PRODUCT_BODY_LIMITS, sellerProductRoutes } from "./api/seller-products";
import { seoRoutes } from "./api/seo";
import { shipmentRoutes } from "./api/shipments";
import { shippingRoutes } from "./api/shipping";
import { shopRoutes } from "./api/shops";
import { storefrontRoutes } from "./api/storefront";
import { videoRoutes } from "./api/videos";
import { WALLET_BODY_LIMITS, walletRoutes } from "./api/wallet";
import { webPushRoutes } from "./api/web-push";
import { errorResponse } from "./http/errors";
import { installableRoutes } from "./installable";
import "./http/types";
import { PRODUCT_PAGES_PREFIX } from "../domain/catalog/product-pages";
import { languageFileRoute } from "./i18n";
import { affiliateRef } from "./middleware/affiliate-ref";
import { bodyLimits } from "./middleware/body-limit";
import { byteRanges } from "./middleware/byte-ranges";
import { cleanUrl } from "./middleware/clean-url";
import { compression } from "./middleware/compression";
import { bodyEtag, fileValidators, notModified } from "./middleware/file-validators";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { sessionMiddleware } from "./middleware/session";
import { guestPages, sharedAnswers } from "./page-cache";
import { healthRoutes } from "./readiness";
import type { AppServices } from "./services";

export type PageHandler = (c: Context) => Promise<Response>;

/** The reference data cache's prefix whose invalidation only purges the guest pages. */
const PAGES_PREFIX = "pages:";

/** A shopping video's page (any language prefix, under APP_PATH) and the hosts of the player APIs its embeds load. */
const VIDEO_PAGE = /\/video-shopping\/[^/]+\/?$/;
const VIDEO_PLAYER_HOSTS = ["https://www.youtube.com", "https://player.vimeo.com"];
/** Plyr asks the embed metadata service for a YouTube video's title and aspect ratio. */
const VIDEO_TITLE_HOSTS = ["https://noembed.com"];

/**
 * The HTTP app. Order: request id + log → security headers → compression → static files →
 * session → the JSON contract calls → server-rendered pages (React Router).
 */
export function createApp(services: AppServices, opts: { logger: Logger; pageHandler?: PageHandler }): Hono {
  const { env } = services;
  // strict: false — a trailing slash routes as if absent (`user/wishlists/?page=2` is `user/wishlists?page=2`), for every call and page, whatever the method: no redirect.
  const root = new Hono({ strict: false });
  const app = env.APP_PATH ? root.basePath(env.APP_PATH) : root;

  root.use("*", requestLog(opts.logger));
  root.use(
    "*",
    securityHeaders({
      // Only pages load third-party scripts; the provider comes from settings (cached).
      // A shopping video's page also loads the YouTube or Vimeo player API when its video is an embed.
      thirdPartyHosts: async (c) => {
        const hosts = analyticsHosts(analyticsConfig(await loadSettings(services.ctx)));
        if (!VIDEO_PAGE.test(c.req.path)) return hosts;
        // its pre-roll's VAST (wrappers lead to any ad server: https), and the ad tag's own host for the media and pixels (decision 069)
        const ad = await adTagOrigin(services.ctx, c.req.path.replace(/\/$/, "").split("/").pop() ?? "");
        return {
          script: [...hosts.script, ...VIDEO_PLAYER_HOSTS],
          connect: [...hosts.connect, ...VIDEO_TITLE_HOSTS, ...(ad ? ["https:", ad] : [])],
          media: ad ? [ad] : [],
          img: ad ? [ad] : [],
        };
      },
    }),
  );
  // Inside the two above (they add headers to what it answers), around everything else.
  root.use("*", compression());
  // text in the path and the query keeps the one rule (kernel/input.ts) before anything reads it
  root.use("*", cleanUrl(env.APP_PATH));
  root.onError(errorResponse);

  const strip = (p: string) => (env.APP_PATH && p.startsWith(env.APP_PATH) ? p.slice(env.APP_PATH.length) : p);
  if (services.clientDir) {
    const clientRoot = path.relative(process.cwd(), services.clientDir);
    // Fingerprinted: cached for a year. Compressed once at build (.br/.gz beside each file,
    // scripts/compress-assets.mjs); serveStatic picks the one the client accepts.
    app.use("/assets/*", async (c, next) => {
      await next();
      // headers set in place: c.header() after the handler would make the Response anew
      if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", serveStatic({ root: clientRoot, rewriteRequestPath: strip, precompressed: true }));
    app.get(
      "/favicon.svg",
      fileValidators({ root: services.clientDir, rewriteRequestPath: strip, cacheControl: "public, max-age=86400" }),
      serveStatic({ root: clientRoot, rewriteRequestPath: strip }),
    );
  }
  // A neutral picture for records without one (mediaUrl points here), in the size asked for.
  // (Hono matches a parameter only as a whole path segment, so the file name is the parameter.)
  app.get("/uploads/:file{placeholder-[0-9]{1,4}x[0-9]{1,4}\\.svg}", (c) => {
    const [w, h] = (c.req.param("file") ?? "placeholder-1x1.svg")
      .slice("placeholder-".length, -".svg".length)
      .split("x")
      .map((n) => Math.max(1, Math.min(Number(n), 4000)));
    const svg = placeholderSvg(w, h);
    const validators = { ETag: bodyEtag(svg), "Cache-Control": "public, max-age=86400" };
    if (notModified(c, validators.ETag)) return c.body(null, 304, validators);
    return c.body(svg, 200, { ...validators, "Content-Type": "image/svg+xml" });
  });
  // Country flags (flag_icon of get/country-list), drawn by the shop itself: no outside host.
  app.get("/flags/:file{[a-z]{2}\\.svg}", (c) => {
    const svg = flagSvg((c.req.param("file") ?? "").slice(0, 2));
    const validators = { ETag: bodyEtag(svg), "Cache-Control": "public, max-age=86400" };
    if (notModified(c, validators.ETag)) return c.body(null, 304, validators);
    return c.body(svg, 200, { ...validators, "Content-Type": "image/svg+xml" });
  });
  // Payment receipts are private: only GET user/payment-receipt/{id} serves them, to the buyer and admins.
  // (Before the validators below, so no receipt ever answers 304 either.)
  app.all("/uploads/receipts/*", (c) => c.json({ error: "File not found" }, 404));
  // Refund pictures likewise: only GET user/refund-picture/{id}/{n}, to the order's buyer, seller and operators.
  app.all("/uploads/refunds/*", (c) => c.json({ error: "File not found" }, 404));
  app.use("/uploads/*", fileValidators({ root: env.dataDir, rewriteRequestPath: strip, cacheControl: "public, max-age=86400" }));
  // shopping videos, their captions and preview sprites: byte ranges, so a player can seek
  app.use("/uploads/videos/*", byteRanges({ root: env.dataDir, rewriteRequestPath: strip, cacheControl: "public, max-age=86400" }));
  app.use("/uploads/*", serveStatic({ root: path.relative(process.cwd(), env.dataDir), rewriteRequestPath: strip }));
  app.get("/uploads/*", (c) => c.json({ error: "File not found" }, 404));
  languageFileRoute(app, services.ctx);
  // liveness and readiness (decision 059)
  healthRoutes(app, services);
  seoRoutes(app, services);

  app.use("*", sessionMiddleware(services.sessions, { cookiePath: env.APP_PATH || "/", trustProxy: env.TRUST_PROXY === "1" }));
  app.use("*", affiliateRef(services, { cookiePath: env.APP_PATH || "/" }));
  app.use(
    "*",
    bodyLimits({
      appPath: env.APP_PATH,
      larger: {
        ...ACCOUNT_BODY_LIMITS,
        ...REVIEW_BODY_LIMITS,
        ...PAYMENT_BODY_LIMITS,
        ...REFUND_BODY_LIMITS,
        ...RIDER_BODY_LIMITS,
        ...WALLET_BODY_LIMITS,
        ...AD_BODY_LIMITS,
        ...SELLER_BODY_LIMITS,
        ...ADMIN_CONTENT_BODY_LIMITS,
        ...SELLER_PRODUCT_BODY_LIMITS,
        ...ADMIN_CATALOG_BODY_LIMITS,
      },
    }),
  );
  // A seller's or an operator's change reaches the public pages: the guest page cache is purged in
  // every process (through the reference data cache's invalidations, which Redis carries).
  const pageCache = services.pageCache;
  if (pageCache) {
    // one product's stock changed (an order): its pages only; anything else: every guest page
    services.ctx.cache.onInvalidate((prefix) =>
      prefix.startsWith(PRODUCT_PAGES_PREFIX) && prefix.length > PRODUCT_PAGES_PREFIX.length
        ? pageCache.purgePath(`/product/${prefix.slice(PRODUCT_PAGES_PREFIX.length)}`)
        : pageCache.purge(),
    );
    const purgeAfterWrite: MiddlewareHandler = async (c, next) => {
      await next();
      if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && c.res.status < 400) services.ctx.cache.invalidate(PAGES_PREFIX);
    };
    for (const area of ["/admin/*", "/seller/*", "/dev/*"]) app.use(area, purgeAfterWrite);
  }
  // the catalog's read calls without a session: one shared answer, kept with the guest pages
  const shared = sharedAnswers(services);
  for (const call of ["/home/filtered_products", "/home/filter_data", "/shop-page-data/*"]) app.use(call, shared);
  storefrontRoutes(app, services);
  blogRoutes(app, services);
  videoRoutes(app, services);
  devClockRoutes(app, services);
  catalogRoutes(app, services);
  campaignRoutes(app, services);
  shopRoutes(app, services);
  searchRoutes(app, services);
  productRoutes(app, services);
  accountRoutes(app, services);
  addressRoutes(app, services);
  notificationRoutes(app, services);
  installableRoutes(app, services);
  webPushRoutes(app, services);
  realtimeAuthRoutes(app, services);
  listRoutes(app, services);
  followRoutes(app, services);
  cartRoutes(app, services);
  checkoutRoutes(app, services);
  adminRoutes(app, services);
  adminContentRoutes(app, services);
  adminConfigRoutes(app, services);
  adminCatalogRoutes(app, services);
  adminCommissionRuleRoutes(app, services);
  adminOrderRoutes(app, services);
  adminEditorialRoutes(app, services);
  financeReportRoutes(app, services);
  orderRoutes(app, services);
  shipmentRoutes(app, services);
  paymentRoutes(app, services);
  walletRoutes(app, services);
  rewardRoutes(app, services);
  affiliateRoutes(app, services);
  giftVoucherRoutes(app, services);
  refundRoutes(app, services);
  sellerRoutes(app, services);
  shippingRoutes(app, services);
  payoutRoutes(app, services);
  riderRoutes(app, services);
  pickupPointRoutes(app, services);
  classifiedAdRoutes(app, services);
  sellerProductRoutes(app, services);
  gatewayRoutes(app, services);

  if (opts.pageHandler) {
    app.all("*", guestPages(services, opts.pageHandler));
  } else {
    app.all("*", (c) => c.json({ error: "Not found" }, 404));
  }
  return root;
}

function placeholderSvg(w: number, h: number): string {
  const r = Math.min(w, h) / 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f1f5f9"/><circle cx="${w / 2 - r}" cy="${h / 2 - r / 2}" r="${r / 2}" fill="#cbd5e1"/><path d="M${w / 2 - 2 * r} ${h / 2 + r}l${r} ${-r}l${r * 0.7} ${r * 0.7}l${r * 0.8} ${-r * 1.2}l${r * 1.5} ${r * 1.5}z" fill="#cbd5e1"/></svg>`;
}
