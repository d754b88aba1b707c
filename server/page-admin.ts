import { sellerApplications } from "../domain/accounts/admin-seller-approvals";
import { listUsers } from "../domain/accounts/admin-users";
import { type OperatorRule, requirePermission } from "../domain/accounts/require-admin";
import { auditLogPage } from "../domain/audit/audit-log";
import { adminBlogCategoryList } from "../domain/blog/admin-blog-categories";
import { adminCommentList } from "../domain/blog/admin-blog-comments";
import { adminBlogList, adminBlogPost } from "../domain/blog/admin-blogs";
import { campaignEntryList } from "../domain/campaigns/admin-campaign-entries";
import { adminCampaign, adminCampaignList } from "../domain/campaigns/admin-campaigns";
import { attributeList } from "../domain/catalog/admin-attributes";
import { brandList } from "../domain/catalog/admin-brands";
import { categoryList } from "../domain/catalog/admin-categories";
import { colourList } from "../domain/catalog/admin-colours";
import { homeContentForm } from "../domain/content/admin-home";
import { adminPage, adminPageList } from "../domain/content/admin-pages";
import { listSlides, type SlideKind } from "../domain/content/admin-slides";
import type { Ctx, Viewer } from "../domain/context";
import { adminCoupons } from "../domain/coupons/admin-coupons";
import { listJobs } from "../domain/jobs/dead-jobs";
import { currencyRates } from "../domain/locale/currency-rates";
import { adminOrder } from "../domain/orders/admin-order";
import { adminOrderList } from "../domain/orders/admin-orders";
import type { PaymentConfig } from "../domain/payments/gateways";
import { adminDashboard, pendingOfflinePayments } from "../domain/reports/admin-dashboard";
import { adminReports } from "../domain/reports/admin-reports";
import { financeReport } from "../domain/reports/finance-report";
import { sellerIncomeReport } from "../domain/reports/seller-income";
import { commissionRuleList } from "../domain/seller/admin-commission-rules";
import { payoutBatchList } from "../domain/seller/payout-batches";
import { pendingPayouts } from "../domain/seller/payouts";
import { sellerBalances } from "../domain/seller/seller-balances";
import { pendingProducts } from "../domain/seller-products/approve-product";
import { adminLanguages } from "../domain/settings/admin-languages";
import { languageStrings } from "../domain/settings/admin-ui-strings";
import { paymentSettings } from "../domain/settings/payment-settings";
import { shippingTaxSettings } from "../domain/settings/shipping-tax";
import { settingsForm } from "../domain/settings/update-settings";
import { adminCityList } from "../domain/shipping/admin-cities";
import { adminVideoAds } from "../domain/videos/video-ads";
import { UnprocessableError, ValidationError } from "../kernel/errors";

/** A page's query string as the domain's filters read it. */
const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());

/**
 * The admin console in a page loader's context (issue 19): the operator with the console's
 * dashboard, and the data of each console page. Each is guarded by the same permission as its
 * API call (404 for non-operators, 403 for staff without the permission).
 */
export function pageAdmin(ctx: Ctx, viewer: Viewer, opts: { appPath: string; payments: PaymentConfig; envStripe: boolean }) {
  const userId = viewer.userId;
  return {
    /** the operator (role and permissions) and the pending approvals of every kind */
    console: () => adminDashboard(ctx, { userId }),
    /** a console page needing one permission (e.g. the broadcast form: `content`) */
    require: (rule: OperatorRule) => requirePermission(ctx, userId, rule, "page_not_found"),
    auditLog: (url: URL) => auditLogPage(ctx, { userId, query: queryOf(url) }),
    users: (url: URL) => listUsers(ctx, { userId, query: queryOf(url) }),
    sellers: (url: URL) => sellerApplications(ctx, { userId, query: queryOf(url), locale: viewer.locale }),
    payments: () => pendingOfflinePayments(ctx, { userId }),
    products: () => pendingProducts(ctx, viewer),
    payouts: () => pendingPayouts(ctx, { userId, locale: viewer.locale }),
    sellerBalances: () => sellerBalances(ctx, { userId, locale: viewer.locale }),
    payoutBatches: () => payoutBatchList(ctx, { userId, locale: viewer.locale }),
    /** the job queue by state; an unreadable filter (a hand-edited link) shows the dead letters */
    jobs: (url: URL) =>
      listJobs(ctx, { userId, query: queryOf(url) }).catch((err) => {
        if (err instanceof ValidationError) return listJobs(ctx, { userId, query: {} });
        throw err;
      }),
    /** every coupon and who pays it; the marketplace's own (`content`, decision 072) */
    coupons: (url: URL) => adminCoupons(ctx, { userId, locale: viewer.locale, query: queryOf(url) }),
    /** the commission rules (`settings`, decision 072) */
    commissionRules: () => commissionRuleList(ctx, { userId, locale: viewer.locale }),
    /** the settings page's values (`settings`) */
    settings: () => settingsForm(ctx, { userId }),
    /** the currencies and their rates (`settings`) */
    currencies: () => currencyRates(ctx, { userId }),
    /** the home page's slides or banners, on and off, in order (`content`) */
    slides: (kind: SlideKind) => listSlides(ctx, kind, { userId }),
    /** the home components' list, the choosers' options and the pop-up's picture (`content`) */
    homeContent: () => homeContentForm(ctx, { userId, locale: viewer.locale }),
    /** the languages, a language's UI strings (searched, paged), the payment methods and the shipping and tax rules (`settings`) */
    languages: () => adminLanguages(ctx, { userId }),
    languageStrings: (code: string, url: URL) => languageStrings(ctx, { userId, code, query: queryOf(url) }),
    paymentSettings: () => paymentSettings(ctx, { userId, config: opts.payments, envStripe: opts.envStripe }),
    shippingTax: () => shippingTaxSettings(ctx, { userId }),
    /** the cities and their cash on delivery (`settings`); a hand-edited filter shows every city and says which was not read */
    cities: (url: URL) =>
      adminCityList(ctx, { userId, query: queryOf(url) })
        .then((list) => ({ ...list, invalid: [] as string[] }))
        .catch(async (err) => {
          if (!(err instanceof ValidationError)) throw err;
          const list = await adminCityList(ctx, { userId, query: {} });
          return { ...list, invalid: Object.keys(err.fieldErrors) };
        }),
    /** the catalog's categories, brands, colours and attributes (`catalog`) */
    categories: () => categoryList(ctx, { userId, locale: viewer.locale }),
    brands: () => brandList(ctx, { userId, locale: viewer.locale }),
    colours: () => colourList(ctx, { userId, locale: viewer.locale }),
    attributes: () => attributeList(ctx, { userId, locale: viewer.locale }),
    /** every shop's orders (`orders`); the URL's filters as the list call reads them (a bad one: 422 on the page) */
    orders: (url: URL) =>
      adminOrderList(ctx, { userId, query: queryOf(url), locale: viewer.locale })
        .then((list) => ({ ...list, invalid: [] as string[] }))
        .catch(async (err) => {
          // a hand-edited filter: every order, and the page says which filter was not read
          if (!(err instanceof ValidationError)) throw err;
          const list = await adminOrderList(ctx, { userId, query: {}, locale: viewer.locale });
          return { ...list, invalid: Object.keys(err.fieldErrors) };
        }),
    /** one order of any shop with its history and refund request (`orders`) */
    order: (code: string) => adminOrder(ctx, { userId, code, locale: viewer.locale, appPath: opts.appPath }),
    /** the sales and views reports (`reports`) */
    reports: (url: URL) =>
      adminReports(ctx, { userId, query: queryOf(url), locale: viewer.locale }).catch((err) => {
        if (err instanceof ValidationError) return adminReports(ctx, { userId, query: {}, locale: viewer.locale });
        throw err;
      }),
    /** the finance report and the year's seller income report (`reports`, decision 075); a hand-edited range or year shows the defaults and says which was not read */
    finance: async (url: URL) => {
      const query = queryOf(url);
      const invalid: string[] = [];
      const read = <T>(load: (q: Record<string, unknown>) => Promise<T>, fields: string[]) =>
        load(query).catch((err) => {
          if (err instanceof ValidationError) invalid.push(...Object.keys(err.fieldErrors));
          else if (err instanceof UnprocessableError) invalid.push(err.field);
          else throw err;
          const rest = Object.fromEntries(Object.entries(query).filter(([k]) => !fields.includes(k)));
          return load(rest);
        });
      const [report, income] = await Promise.all([
        read((q) => financeReport(ctx, { userId, query: q, locale: viewer.locale }), ["from", "to", "seller"]),
        read((q) => sellerIncomeReport(ctx, { userId, query: q, locale: viewer.locale }), ["year"]),
      ]);
      const year = ctx.now().getUTCFullYear();
      return { report, income, invalid, years: Array.from({ length: 6 }, (_, i) => year - i).filter((y) => y >= 2000) };
    },
    /** the editorial console (`content`): pages, blog posts and categories, campaigns and their entries */
    pages: () => adminPageList(ctx, { userId }),
    page: (pageId: number) => adminPage(ctx, { userId, pageId }),
    blogs: (url: URL) => adminBlogList(ctx, { userId, query: queryOf(url) }),
    blog: (blogId: number) => adminBlogPost(ctx, { userId, blogId }),
    blogCategories: () => adminBlogCategoryList(ctx, { userId }),
    blogComments: () => adminCommentList(ctx, { userId, query: {}, locale: viewer.locale }),
    campaigns: () => adminCampaignList(ctx, { userId }),
    campaign: (campaignId: number) => adminCampaign(ctx, { userId, campaignId }),
    campaignEntries: (campaignId: number) => campaignEntryList(ctx, { userId, campaignId, locale: viewer.locale }),
    /** every shopping video with its pre-roll ad tag (`content`; decision 069) */
    videos: () => adminVideoAds(ctx, { userId, locale: viewer.locale }),
  };
}
