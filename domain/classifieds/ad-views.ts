import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { type ClassifiedAd, classifiedAds, products, users } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { productImage } from "../../kernel/media";
import { centsToDecimal } from "../../kernel/money";
import { paginate } from "../../kernel/paginated";
import type { Ctx, Viewer } from "../context";
import { loadSettings } from "../settings/load-settings";
import { leafCategories } from "./ad-input";
import { AD_PICTURE_MAX_BYTES, AD_PICTURES_MAX } from "./ad-pictures";
import { expireAds, requireAdAdmin } from "./ad-states";
import { ownAd } from "./save-ad";

const PER_PAGE = 10;

/** One ad as the user pages and the calls give it (prices as decimal strings of the default currency; "0.00" is negotiable). */
export function adView(ad: ClassifiedAd, opts: { mediaBase: string; productSlug?: string | null }) {
  return {
    id: ad.id,
    title: ad.title,
    category_id: ad.categoryId,
    price: centsToDecimal(ad.priceCents),
    negotiable: ad.priceCents === 0,
    condition: ad.condition,
    description: ad.description,
    images: ad.images.map((key) => ({ key, ...productImage(opts.mediaBase, key) })),
    contact_info: { contact_name: ad.contact, phone_no: ad.phone, email: ad.email, address: ad.address },
    status: ad.status,
    reject_reason: ad.status === "rejected" ? ad.rejectReason : null,
    product_slug: ad.status === "published" ? (opts.productSlug ?? null) : null,
    published_at: ad.publishedAt?.toISOString() ?? null,
    expires_at: ad.expiresAt?.toISOString() ?? null,
    created_at: ad.createdAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
  };
}
export type AdView = ReturnType<typeof adView>;

/** `GET user/classified-ads?page=`: the viewer's ads, newest first, with their state (published ads past their end are expired first). */
export async function myAds(ctx: Ctx, viewer: Viewer, opts: { page: number; pageUrl?: (p: number) => string }) {
  const userId = viewer.userId as number;
  await expireAds(ctx);
  const where = eq(classifiedAds.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ ad: classifiedAds, slug: products.slug })
      .from(classifiedAds)
      .leftJoin(products, eq(products.id, classifiedAds.productId))
      .where(where)
      .orderBy(desc(classifiedAds.createdAt), desc(classifiedAds.id))
      .limit(PER_PAGE)
      .offset((opts.page - 1) * PER_PAGE),
    ctx.db.select({ total: count() }).from(classifiedAds).where(where),
  ]);
  const data = rows.map((r) => adView(r.ad, { mediaBase: ctx.mediaBase, productSlug: r.slug }));
  return { ads: paginate(data, total, opts.page, PER_PAGE, opts.pageUrl) };
}

/** What `/user/submit_ad` needs: the leaf categories (with their parent's name), the limits, and the ad being edited (the viewer's own, else 404). */
export async function adForm(ctx: Ctx, viewer: Viewer, opts: { adId: number | null }) {
  const userId = viewer.userId as number;
  const [leaves, settings, ad] = await Promise.all([
    leafCategories(ctx),
    loadSettings(ctx),
    opts.adId ? ownAd(ctx, userId, opts.adId) : Promise.resolve(null),
  ]);
  const [{ active }] = await ctx.db
    .select({ active: count() })
    .from(classifiedAds)
    .where(and(eq(classifiedAds.userId, userId), inArray(classifiedAds.status, ["pending", "published"])));
  return {
    categories: leaves.map((l) => ({
      id: l.row.id,
      title: localize(l.row.name, viewer.locale),
      parent: l.parent ? localize(l.parent.name, viewer.locale) : null,
    })),
    limits: {
      pictures: Math.min(Number(settings.classified_ad_pictures), AD_PICTURES_MAX),
      picture_bytes: Math.min(Number(settings.classified_ad_picture_bytes), AD_PICTURE_MAX_BYTES),
      ads_per_user: Number(settings.classified_ads_per_user),
      days: Number(settings.classified_ad_days),
      active,
    },
    ad: ad ? adView(ad, { mediaBase: ctx.mediaBase }) : null,
  };
}

/** `GET admin/classified-ads/pending`: the ads waiting for a decision, oldest first, with who posted them (admins only; others 404). */
export async function pendingAds(ctx: Ctx, viewer: Viewer) {
  await requireAdAdmin(ctx, viewer.userId);
  const rows = await ctx.db
    .select({ ad: classifiedAds, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(classifiedAds)
    .innerJoin(users, eq(users.id, classifiedAds.userId))
    .where(eq(classifiedAds.status, "pending"))
    .orderBy(asc(classifiedAds.updatedAt), asc(classifiedAds.id))
    .limit(100);
  const leaves = await leafCategories(ctx);
  const titleOf = (id: number) => {
    const found = leaves.find((l) => l.row.id === id);
    return found ? localize(found.row.name, viewer.locale) : "";
  };
  return rows.map((r) => ({
    ...adView(r.ad, { mediaBase: ctx.mediaBase }),
    category: titleOf(r.ad.categoryId),
    user: { email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
  }));
}
