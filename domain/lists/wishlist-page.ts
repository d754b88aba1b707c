import { and, count, desc, eq } from "drizzle-orm";
import { products, wishlists } from "../../db/schema";
import { mediaUrl } from "../../kernel/media";
import { type Paginated, paginate } from "../../kernel/paginated";
import { cardColumns, type ProductCard, productCard } from "../catalog/product-card";
import type { Ctx } from "../context";

export const WISHLIST_PER_PAGE = 10;

export interface WishlistItem {
  /** the product's id: one row per product, so "load more" can skip what is shown by id */
  id: number;
  slug: string;
  product_name: string;
  image_72x72: string;
  current_stock: number;
  price: string;
  sale_price: string;
  has_discount: boolean;
  discount_percent: number;
  /** when it was added (ISO) */
  date: string;
  product: ProductCard;
}

/** `GET user/wishlists?page=`: the user's wishlist, newest first, 10 a page; products no longer shown are left out. */
export async function wishlistPage(
  ctx: Ctx,
  input: { userId: number; page: number; locale: string; pageUrl?: (page: number) => string },
): Promise<Paginated<WishlistItem>> {
  const mine = and(eq(wishlists.userId, input.userId), eq(products.isVisible, true));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...cardColumns(input.locale), addedAt: wishlists.createdAt })
      .from(wishlists)
      .innerJoin(products, eq(products.id, wishlists.productId))
      .where(mine)
      .orderBy(desc(wishlists.createdAt), desc(wishlists.productId))
      .limit(WISHLIST_PER_PAGE)
      .offset((input.page - 1) * WISHLIST_PER_PAGE),
    ctx.db.select({ n: count() }).from(wishlists).innerJoin(products, eq(products.id, wishlists.productId)).where(mine),
  ]);
  const now = ctx.now();
  const data = rows.map((row): WishlistItem => {
    const card = { ...productCard(row, now, ctx.mediaBase), user_wishlist: true };
    return {
      id: card.id,
      slug: card.slug,
      product_name: card.product_name,
      image_72x72: mediaUrl(ctx.mediaBase, row.image, 96, 96),
      current_stock: card.current_stock,
      price: card.price,
      sale_price: card.sale_price,
      has_discount: card.has_discount,
      discount_percent: card.discount_percent,
      date: row.addedAt.toISOString(),
      product: card,
    };
  });
  return paginate(data, total?.n ?? 0, input.page, WISHLIST_PER_PAGE, input.pageUrl);
}
