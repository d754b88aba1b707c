import type { OperatorRule } from "../../domain/accounts/require-admin";
import { type EditorialSpares, editorialRules } from "./editorial-rules";

/**
 * Who may call each back-office route (every `/admin/…` and `/seller/…` route of the Hono app),
 * read by tests/api/back-office-permissions.test.ts. A route missing here fails that test.
 *
 * To add a route: add one line `"METHOD /path/:param": { who, call }` where
 * - `who` is `{ operator: "<permission>" }` (an admin, or staff holding that permission;
 *   `"admin"` for admins only, `"operator"` for any operator), `{ seller: "owner" }` (the
 *   seller who owns the target, or an operator with `orders`), `{ seller: "any" }` (any seller
 *   for their own data, or an operator with `orders`), or `"public"` (a storefront call that
 *   merely sits under /seller/, such as a shop's coupons), or `{ centre: "any" | "owner" }` (the
 *   seller centre: a verified seller only, for their own data or their own target; operators
 *   without a shop and a seller whose shop awaits verification are refused);
 * - `call(f)` answers the path with real ids from the fixture (a target the allowed caller may
 *   act on) and, for a POST, the JSON body a valid call sends.
 * The test then calls it as a guest, a customer, a seller, another seller and staff without the
 * permission (403 or 404 and nothing changed), and as the allowed callers (not refused).
 */
export type Who = "public" | { operator: OperatorRule } | { seller: "owner" | "any" } | { centre: "any" | "owner" };

export interface Fixture {
  /** the demo seller's user id and a delivered order of its shop (by code) with a pending refund request on it */
  sellerUserId: number;
  sellerOrderCode: string;
  /** a parcel of that order (decision 077) */
  sellerParcelId: number;
  /** a shipping profile of the demo seller's shop (decision 076) */
  shippingProfileId: number;
  refundId: number;
  pendingShopId: number;
  rechargeId: number;
  withdrawalId: number;
  adId: number;
  paymentId: number;
  /** customers an operator may ban or make staff */
  banTargetId: number;
  staffTargetId: number;
  /** a mail job that failed for good */
  deadJobId: number;
  /** a coupon of the demo seller's shop, a campaign open to entries, a pending seller payout */
  sellerCouponId: number;
  /** another coupon of the demo seller's shop, never used (the delete call's) */
  spareCouponId: number;
  /** a marketplace coupon (no shop: the operator's, decision 072) */
  marketplaceCouponId: number;
  campaignId: number;
  payoutId: number;
  /** a shopping video of the demo seller (its ad tag: decision 069) */
  sellerVideoId: number;
  /** a paid payout batch and one payout of it (decision 073): marking it again answers the same, failing it is 409 */
  payoutBatchId: number;
  batchPayoutId: number;
  /** a product of the demo seller's shop, and a seller's product waiting for an operator */
  sellerProductId: number;
  pendingProductId: number;
  /** a home slide and banner to change, and spare ones for the delete calls (each call takes one: every caller's call names a real row) */
  sliderId: number;
  bannerId: number;
  spareSliderIds: number[];
  spareBannerIds: number[];
  /** catalog records products use (so the delete calls are refused with 409 and nothing changes) */
  usedCategoryId: number;
  usedBrandId: number;
  usedColourId: number;
  usedAttributeId: number;
  /** records the editorial console's delete calls remove (tests/setup/editorial-rules.ts) */
  editorial: { spares: EditorialSpares };
}

export interface RouteRule {
  who: Who;
  call: (f: Fixture) => { path: string; json?: Record<string, unknown> };
}

const get = (path: string) => () => ({ path });

export const BACK_OFFICE_RULES: Record<string, RouteRule> = {
  // the console itself (server/api/admin.ts)
  "GET /admin/dashboard": { who: { operator: "operator" }, call: get("/admin/dashboard") },
  "GET /admin/audit-log/entries": { who: { operator: "audit" }, call: get("/admin/audit-log/entries") },
  // the catalog (server/api/admin-catalog.ts): the writes are sent empty (422) or aim at what products use (409)
  ...catalogRules(),
  // the seller centre (server/api/seller.ts)
  "GET /seller/dashboard-data": { who: { centre: "any" }, call: get("/seller/dashboard-data") },
  "GET /seller/order-list": { who: { centre: "any" }, call: get("/seller/order-list") },
  "GET /seller/order-details/:code": { who: { centre: "owner" }, call: (f) => ({ path: `/seller/order-details/${f.sellerOrderCode}` }) },
  "GET /seller/coupon-list": { who: { centre: "any" }, call: get("/seller/coupon-list") },
  "POST /seller/coupons": { who: { centre: "any" }, call: () => ({ path: "/seller/coupons", json: { code: "" } }) },
  "POST /seller/coupons/:id{[0-9]+}": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/coupons/${f.sellerCouponId}`, json: { code: "" } }),
  },
  "POST /seller/coupons/:id{[0-9]+}/expire": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/coupons/${f.sellerCouponId}/expire`, json: {} }),
  },
  "POST /seller/coupons/:id{[0-9]+}/delete": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/coupons/${f.spareCouponId}/delete`, json: {} }),
  },
  "GET /seller/review-list": { who: { centre: "any" }, call: get("/seller/review-list") },
  "GET /seller/campaign-data": { who: { centre: "any" }, call: get("/seller/campaign-data") },
  "POST /seller/campaigns/:id{[0-9]+}/enter": {
    who: { centre: "any" },
    call: (f) => ({ path: `/seller/campaigns/${f.campaignId}/enter`, json: {} }),
  },
  "GET /seller/earnings-data": { who: { centre: "any" }, call: get("/seller/earnings-data") },
  "POST /seller/payouts": { who: { centre: "any" }, call: () => ({ path: "/seller/payouts", json: {} }) },
  "GET /seller/shop-settings": { who: { centre: "any" }, call: get("/seller/shop-settings") },
  "POST /seller/shop-settings": { who: { centre: "any" }, call: () => ({ path: "/seller/shop-settings", json: { tagline: 5 } }) },
  // each shop's own shipping (decision 076): bad bodies, so the allowed callers get 422 and nothing changes
  "GET /seller/shipping-data": { who: { centre: "any" }, call: get("/seller/shipping-data") },
  "POST /seller/shipping-profiles": { who: { centre: "any" }, call: () => ({ path: "/seller/shipping-profiles", json: { name: 5 } }) },
  "POST /seller/shipping-profiles/:id{[0-9]+}": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/shipping-profiles/${f.shippingProfileId}`, json: { name: 5 } }),
  },
  "POST /seller/shipping-profiles/:id{[0-9]+}/delete": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/shipping-profiles/${f.shippingProfileId}/delete`, json: {} }),
  },
  "POST /seller/shipping-settings": {
    who: { centre: "any" },
    call: () => ({ path: "/seller/shipping-settings", json: { minimum_order: "-1" } }),
  },
  // the cities and their cash on delivery (the page is /admin/settings/cities); the switch is sent a bad flag (422, nothing changes)
  "GET /admin/cities/list": { who: { operator: "settings" }, call: get("/admin/cities/list?search=a&cod=on") },
  "POST /admin/cities/:id{[0-9]+}/cash-on-delivery": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/cities/1/cash-on-delivery", json: { cash_on_delivery: "maybe" } }),
  },
  "GET /admin/seller-payouts/pending": { who: { operator: "approvals" }, call: get("/admin/seller-payouts/pending") },
  "GET /admin/seller-balances": { who: { operator: "approvals" }, call: get("/admin/seller-balances") },
  // payouts on a schedule (server/api/payouts.ts; decision 073)
  "GET /seller/payout-settings": { who: { centre: "any" }, call: get("/seller/payout-settings") },
  "POST /seller/payout-settings": {
    who: { centre: "any" },
    call: () => ({ path: "/seller/payout-settings", json: { schedule: "yearly" } }),
  },
  // every coupon's funding and the marketplace's own coupons (server/api/admin-commission-rules.ts; decision 072)
  "GET /admin/coupons/list": { who: { operator: "content" }, call: get("/admin/coupons/list") },
  "POST /admin/coupons": { who: { operator: "content" }, call: () => ({ path: "/admin/coupons", json: { code: "x" } }) },
  "POST /admin/coupons/:id{[0-9]+}": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/coupons/${f.marketplaceCouponId}`, json: { code: "x" } }),
  },
  "POST /admin/coupons/:id{[0-9]+}/funding": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/coupons/${f.sellerCouponId}/funding`, json: { funded_by: "nobody" } }),
  },
  // the seller's monthly statements (server/api/payouts.ts; decision 074)
  "GET /seller/statement-list": { who: { centre: "any" }, call: get("/seller/statement-list") },
  "GET /seller/statement/:file": { who: { centre: "any" }, call: get("/seller/statement/2000-01.csv") },
  "GET /admin/payout-batches/list": { who: { operator: "approvals" }, call: get("/admin/payout-batches/list") },
  "GET /admin/payout-batches/:id{[0-9]+}/payouts.csv": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/payout-batches/${f.payoutBatchId}/payouts.csv` }),
  },
  "GET /admin/payout-batches/:id{[0-9]+}/sepa.xml": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/payout-batches/${f.payoutBatchId}/sepa.xml` }),
  },
  "POST /admin/payout-batches/:id{[0-9]+}/paid": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/payout-batches/${f.payoutBatchId}/paid`, json: {} }),
  },
  "POST /admin/payout-batches/:id{[0-9]+}/payouts/:payoutId{[0-9]+}/fail": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/payout-batches/${f.payoutBatchId}/payouts/${f.batchPayoutId}/fail`, json: {} }),
  },
  // commission rules (decision 072): the allowed callers create rule 1 (a fresh database has none), then change and end it
  "GET /admin/commission-rules/list": { who: { operator: "settings" }, call: get("/admin/commission-rules/list") },
  "POST /admin/commission-rules": {
    who: { operator: "settings" },
    call: (f) => ({ path: "/admin/commission-rules", json: { scope: "category", target_id: f.usedCategoryId, percent: "7.5" } }),
  },
  "POST /admin/commission-rules/:id{[0-9]+}": {
    who: { operator: "settings" },
    call: (f) => ({ path: "/admin/commission-rules/1", json: { scope: "category", target_id: f.usedCategoryId, percent: "8" } }),
  },
  "POST /admin/commission-rules/:id{[0-9]+}/end": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/commission-rules/1/end", json: {} }),
  },
  "GET /seller/fee-preview": { who: { centre: "any" }, call: get("/seller/fee-preview?price=10.00") },
  // the shopping videos' pre-roll ad tags (server/api/videos.ts): a bad tag is sent (422, nothing changes)
  "GET /seller/video-list": { who: { centre: "any" }, call: get("/seller/video-list") },
  "POST /seller/videos/:id{[0-9]+}/ad-tag": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/videos/${f.sellerVideoId}/ad-tag`, json: { ad_tag_url: "javascript:alert(1)" } }),
  },
  "GET /admin/video-list": { who: { operator: "content" }, call: get("/admin/video-list") },
  "POST /admin/videos/:id{[0-9]+}/ad-tag": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/videos/${f.sellerVideoId}/ad-tag`, json: { ad_tag_url: "javascript:alert(1)" } }),
  },
  "POST /admin/seller-payouts/:id{[0-9]+}/pay": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/seller-payouts/${f.payoutId}/pay`, json: {} }),
  },
  "POST /admin/seller-payouts/:id{[0-9]+}/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/seller-payouts/${f.payoutId}/reject`, json: {} }),
  },
  // the seller centre's products (server/api/seller-products.ts)
  "GET /seller/products/list": { who: { centre: "any" }, call: get("/seller/products/list") },
  "GET /seller/products/options": { who: { centre: "any" }, call: get("/seller/products/options") },
  "GET /seller/products/export": { who: { centre: "any" }, call: get("/seller/products/export") },
  "GET /seller/products/:id/form": { who: { centre: "owner" }, call: (f) => ({ path: `/seller/products/${f.sellerProductId}/form` }) },
  "POST /seller/products/store": { who: { centre: "any" }, call: () => ({ path: "/seller/products/store", json: {} }) },
  "POST /seller/products/update/:id": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/products/update/${f.sellerProductId}`, json: {} }),
  },
  "POST /seller/products/:id/publish": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/products/${f.sellerProductId}/publish`, json: {} }),
  },
  "POST /seller/products/:id/unpublish": {
    who: { centre: "owner" },
    call: (f) => ({ path: `/seller/products/${f.sellerProductId}/unpublish`, json: {} }),
  },
  "POST /seller/products/pictures": { who: { centre: "any" }, call: () => ({ path: "/seller/products/pictures", json: {} }) },
  "POST /seller/products/digital-file": { who: { centre: "any" }, call: () => ({ path: "/seller/products/digital-file", json: {} }) },
  "POST /seller/products/import": { who: { centre: "any" }, call: () => ({ path: "/seller/products/import", json: {} }) },
  "GET /admin/products/pending": { who: { operator: "approvals" }, call: get("/admin/products/pending") },
  "POST /admin/products/:id/approve": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/products/${f.pendingProductId}/approve`, json: {} }),
  },
  "POST /admin/products/:id/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/products/${f.pendingProductId}/reject`, json: { reason: "Pictures missing" } }),
  },
  "GET /admin/jobs/list": { who: { operator: "settings" }, call: get("/admin/jobs/list?state=dead") },
  "POST /admin/jobs/:id/retry": { who: { operator: "settings" }, call: (f) => ({ path: `/admin/jobs/${f.deadJobId}/retry`, json: {} }) },
  "GET /admin/currencies/rates": { who: { operator: "settings" }, call: get("/admin/currencies/rates") },
  "POST /admin/currencies/:code/rate": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/currencies/EUR/rate", json: { exchange_rate: "0.93" } }),
  },
  "POST /admin/settings": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/settings", json: { youtube_link: "https://youtube.com/@bazaar-rules" } }),
  },
  // languages, their strings, payments, shipping and tax (server/api/admin-config.ts)
  "GET /admin/languages/list": { who: { operator: "settings" }, call: get("/admin/languages/list") },
  "POST /admin/languages": { who: { operator: "settings" }, call: () => ({ path: "/admin/languages", json: { code: "EN" } }) },
  "POST /admin/languages/:code/status": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/languages/fa/status", json: { active: true } }),
  },
  "POST /admin/languages/:code/default": { who: { operator: "settings" }, call: () => ({ path: "/admin/languages/en/default", json: {} }) },
  "GET /admin/languages/:code/strings/list": { who: { operator: "settings" }, call: get("/admin/languages/fa/strings/list?q=cart") },
  "POST /admin/languages/:code/strings": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/languages/fa/strings", json: { key: "no_such_string_key", value: "x" } }),
  },
  "POST /admin/languages/:code/strings/reset": {
    who: { operator: "settings" },
    call: () => ({ path: "/admin/languages/fa/strings/reset", json: { key: "settings_saved" } }),
  },
  "GET /admin/settings/payment-methods": { who: { operator: "settings" }, call: get("/admin/settings/payment-methods") },
  "GET /admin/settings/shipping-tax/values": { who: { operator: "settings" }, call: get("/admin/settings/shipping-tax/values") },
  "POST /admin/broadcast": {
    who: { operator: "content" },
    call: () => ({ path: "/admin/broadcast", json: { title: "Hello", message: "", message_type: "info" } }),
  },
  // the home page's content (server/api/admin-content.ts)
  "GET /admin/content/sliders/list": { who: { operator: "content" }, call: get("/admin/content/sliders/list") },
  "POST /admin/content/sliders": { who: { operator: "content" }, call: () => ({ path: "/admin/content/sliders", json: { title_en: 5 } }) },
  "POST /admin/content/sliders/order": {
    who: { operator: "content" },
    call: () => ({ path: "/admin/content/sliders/order", json: { ids: [] } }),
  },
  "POST /admin/content/sliders/:id{[0-9]+}": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/content/sliders/${f.sliderId}`, json: { link: "/products" } }),
  },
  "POST /admin/content/sliders/:id{[0-9]+}/delete": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/content/sliders/${f.spareSliderIds.pop() ?? 0}/delete`, json: {} }),
  },
  "GET /admin/content/banners/list": { who: { operator: "content" }, call: get("/admin/content/banners/list") },
  "POST /admin/content/banners": { who: { operator: "content" }, call: () => ({ path: "/admin/content/banners", json: { title_en: 5 } }) },
  "POST /admin/content/banners/order": {
    who: { operator: "content" },
    call: () => ({ path: "/admin/content/banners/order", json: { ids: [] } }),
  },
  "POST /admin/content/banners/:id{[0-9]+}": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/content/banners/${f.bannerId}`, json: { link: "/products" } }),
  },
  "POST /admin/content/banners/:id{[0-9]+}/delete": {
    who: { operator: "content" },
    call: (f) => ({ path: `/admin/content/banners/${f.spareBannerIds.pop() ?? 0}/delete`, json: {} }),
  },
  "GET /admin/content/home/list": { who: { operator: "content" }, call: get("/admin/content/home/list") },
  "POST /admin/content/home-order": {
    who: { operator: "content" },
    call: () => ({ path: "/admin/content/home-order", json: { contents: [{ type: "no_such_section" }] } }),
  },
  "POST /admin/content/popup-image": { who: { operator: "content" }, call: () => ({ path: "/admin/content/popup-image", json: {} }) },
  "GET /admin/sellers/list": { who: { operator: "approvals" }, call: get("/admin/sellers/list?status=pending") },
  "POST /admin/sellers/:id/verify": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/sellers/${f.pendingShopId}/verify`, json: {} }),
  },
  "POST /admin/sellers/:id/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/sellers/${f.pendingShopId}/reject`, json: { reason: "Incomplete papers" } }),
  },
  "GET /admin/users/list": { who: { operator: "users" }, call: get("/admin/users/list?q=example") },
  "POST /admin/users/:id/ban": { who: { operator: "users" }, call: (f) => ({ path: `/admin/users/${f.banTargetId}/ban`, json: {} }) },
  "POST /admin/users/:id/unban": { who: { operator: "users" }, call: (f) => ({ path: `/admin/users/${f.banTargetId}/unban`, json: {} }) },
  "POST /admin/users/:id/staff": {
    who: { operator: "admin" },
    call: (f) => ({ path: `/admin/users/${f.staffTargetId}/staff`, json: { staff: 1, permissions: ["orders"] } }),
  },
  "GET /admin/payments/pending": { who: { operator: "approvals" }, call: get("/admin/payments/pending") },
  "POST /admin/payments/:id/approve": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/payments/${f.paymentId}/approve`, json: {} }),
  },
  // approvals of issues 16–17 (wallet, affiliate, classified ads)
  "GET /admin/wallet-recharges/pending": { who: { operator: "approvals" }, call: get("/admin/wallet-recharges/pending") },
  "POST /admin/wallet-recharges/:id/approve": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/wallet-recharges/${f.rechargeId}/approve`, json: {} }),
  },
  "POST /admin/wallet-recharges/:id/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/wallet-recharges/${f.rechargeId}/reject`, json: {} }),
  },
  "GET /admin/affiliate-withdrawals/pending": { who: { operator: "approvals" }, call: get("/admin/affiliate-withdrawals/pending") },
  "POST /admin/affiliate-withdrawals/:id/pay": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/affiliate-withdrawals/${f.withdrawalId}/pay`, json: {} }),
  },
  "POST /admin/affiliate-withdrawals/:id/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/affiliate-withdrawals/${f.withdrawalId}/reject`, json: { note: "no" } }),
  },
  "GET /admin/classified-ads/pending": { who: { operator: "approvals" }, call: get("/admin/classified-ads/pending") },
  "POST /admin/classified-ads/:id/approve": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/classified-ads/${f.adId}/approve`, json: {} }),
  },
  "POST /admin/classified-ads/:id/reject": {
    who: { operator: "approvals" },
    call: (f) => ({ path: `/admin/classified-ads/${f.adId}/reject`, json: { reason: "Blurry pictures" } }),
  },
  // every shop's orders and the reports (server/api/admin-orders.ts); moves and refunds go through the seller's calls below
  "GET /admin/orders/list": { who: { operator: "orders" }, call: get("/admin/orders/list?status=delivered") },
  "GET /admin/orders/:code/detail": {
    who: { operator: "orders" },
    call: (f) => ({ path: `/admin/orders/${f.sellerOrderCode}/detail` }),
  },
  "GET /admin/reports/data": { who: { operator: "reports" }, call: get("/admin/reports/data?range=7") },
  // the finance reports (server/api/finance-reports.ts; decision 075); the console's page is /admin/finance
  "GET /admin/finance-report": { who: { operator: "reports" }, call: get("/admin/finance-report") },
  "GET /admin/finance-report.csv": { who: { operator: "reports" }, call: get("/admin/finance-report.csv") },
  "GET /admin/seller-income-report": { who: { operator: "reports" }, call: get("/admin/seller-income-report") },
  "GET /admin/seller-income-report.csv": { who: { operator: "reports" }, call: get("/admin/seller-income-report.csv") },
  // the seller's calls so far (orders and refunds; the seller centre adds its own here)
  "POST /seller/orders/:code/status": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/orders/${f.sellerOrderCode}/status`, json: { status: "confirmed" } }),
  },
  // a seller order's parcels (server/api/shipments.ts; decision 077): sent with what the rules refuse (422) once access is decided
  "POST /seller/orders/:code/shipments": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/orders/${f.sellerOrderCode}/shipments`, json: { carrier: "pigeon" } }),
  },
  "POST /seller/orders/:code/shipments/:id/events": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/orders/${f.sellerOrderCode}/shipments/${f.sellerParcelId}/events`, json: { event: "teleported" } }),
  },
  "GET /seller/refund-requests": { who: { seller: "any" }, call: get("/seller/refund-requests") },
  "POST /seller/refund-requests/:id/accept": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/refund-requests/${f.refundId}/accept`, json: { note: "ok" } }),
  },
  "POST /seller/refund-requests/:id/reject": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/refund-requests/${f.refundId}/reject`, json: { note: "no" } }),
  },
  // delivery riders (server/api/riders.ts; decision 078): the writes are sent with what the rules refuse (422) before any lookup
  "GET /admin/riders/list": { who: { operator: "orders" }, call: get("/admin/riders/list") },
  "POST /admin/riders": { who: { operator: "orders" }, call: () => ({ path: "/admin/riders", json: {} }) },
  "POST /admin/riders/:id{[0-9]+}": { who: { operator: "orders" }, call: () => ({ path: "/admin/riders/1", json: { phone: "x" } }) },
  "POST /admin/riders/:id{[0-9]+}/hand-ins": { who: { operator: "orders" }, call: () => ({ path: "/admin/riders/1/hand-ins", json: {} }) },
  "POST /admin/riders/shops/:id{[0-9]+}": {
    who: { operator: "orders" },
    call: (f) => ({ path: `/admin/riders/shops/${f.pendingShopId}`, json: { uses_riders: false } }),
  },
  // pickup points (server/api/pickup-points.ts; decision 080): the writes are sent with what the rules refuse (422) before any lookup
  "GET /admin/pickup-points/list": { who: { operator: "orders" }, call: get("/admin/pickup-points/list") },
  "POST /admin/pickup-points": { who: { operator: "orders" }, call: () => ({ path: "/admin/pickup-points", json: {} }) },
  "POST /admin/pickup-points/:id{[0-9]+}": { who: { operator: "orders" }, call: () => ({ path: "/admin/pickup-points/1", json: {} }) },
  "GET /seller/riders": { who: { seller: "any" }, call: get("/seller/riders") },
  "POST /seller/orders/:code/rider": {
    who: { seller: "owner" },
    call: (f) => ({ path: `/seller/orders/${f.sellerOrderCode}/rider`, json: {} }),
  },
  // a storefront call (contract: a shop's coupons on its page), open to everyone
  "GET /seller/coupons/:userId": { who: "public", call: (f) => ({ path: `/seller/coupons/${f.sellerUserId}` }) },
  // the editorial console (server/api/admin-editorial.ts): pages, blog posts and categories, campaigns
  ...editorialRules(),
};

/** The admin catalog's routes: a list, create, update, delete (and move for the ordered kinds) per kind. */
function catalogRules(): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {};
  const kinds = [
    ["categories", (f: Fixture) => f.usedCategoryId, true],
    ["brands", (f: Fixture) => f.usedBrandId, true],
    ["colours", (f: Fixture) => f.usedColourId, false],
    ["attributes", (f: Fixture) => f.usedAttributeId, false],
  ] as const;
  const who = { operator: "catalog" } as const;
  for (const [kind, id, ordered] of kinds) {
    const base = `/admin/catalog/${kind}`;
    rules[`GET ${base}/list`] = { who, call: get(`${base}/list`) };
    rules[`POST ${base}`] = { who, call: () => ({ path: base, json: {} }) };
    rules[`POST ${base}/:id{[0-9]+}`] = { who, call: (f) => ({ path: `${base}/${id(f)}`, json: {} }) };
    rules[`POST ${base}/:id{[0-9]+}/delete`] = { who, call: (f) => ({ path: `${base}/${id(f)}/delete`, json: {} }) };
    if (ordered) rules[`POST ${base}/:id{[0-9]+}/move`] = { who, call: (f) => ({ path: `${base}/${id(f)}/move`, json: {} }) };
  }
  return rules;
}
