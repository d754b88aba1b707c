import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { products } from "../../db/schema";
import type { ShopSection } from "../../db/schema/shops";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { listProducts } from "../catalog/list-products";
import { cardColumns, type ProductCard, productCard } from "../catalog/product-card";
import type { Ctx, Viewer } from "../context";

const Text = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/), z.string().max(4000));
const Title = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/), z.string().max(120));

/**
 * The typed model of a shop's page sections: what the seller's back office will save (parse
 * with it before storing) and what the page reads. At most 12 sections; a products row shows
 * 1–12 of the shop's own products (chosen ids, else by `sort`).
 */
export const ShopSectionInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("banner"), image: z.string().min(1).max(300), title: Title.optional(), link: z.string().max(300).optional() }),
  z.object({ type: z.literal("text"), title: Title.optional(), body: Text }),
  z.object({
    type: z.literal("products"),
    title: Title,
    product_ids: z.array(z.number().int().positive()).max(12).optional(),
    sort: z.enum(["newest", "top_rated", "top_selling"]).optional(),
    limit: z.number().int().min(1).max(12).optional(),
  }),
]);
export const ShopSectionsInput = z.array(ShopSectionInput).max(12);

// the model and the stored JSON's type must stay one
const _sameShape: z.infer<typeof ShopSectionInput> extends ShopSection ? true : never = true;
void _sameShape;

/** A section as the page renders it: text in the viewer's language, pictures as URLs, products as cards. */
export type ShopContent =
  | { type: "banner"; image: string; title: string; link: string | null }
  | { type: "text"; title: string; body: string }
  | { type: "products"; title: string; products: ProductCard[] };

/**
 * The stored sections, made ready to show. Sections that do not parse (hand-edited JSON) are
 * skipped rather than failing the page; product rows show only the shop's visible products and
 * are left out when empty.
 */
export function shopContents(ctx: Ctx, viewer: Viewer, shop: { id: number; slug: string; sections: unknown }): Promise<ShopContent[]> {
  // kept briefly per shop and language, as the home's rails are (saving sections invalidates `shop-contents:{id}:`)
  return ctx.cache.get(`shop-contents:${shop.id}:${viewer.locale}`, 15_000, () => buildContents(ctx, viewer, shop));
}

async function buildContents(ctx: Ctx, viewer: Viewer, shop: { id: number; slug: string; sections: unknown }): Promise<ShopContent[]> {
  const stored = Array.isArray(shop.sections) ? shop.sections : [];
  const sections = stored.map((s) => ShopSectionInput.safeParse(s)).flatMap((r) => (r.success ? [r.data] : []));
  const L = (t: Record<string, string> | undefined) => localize(t, viewer.locale);
  const resolved = await Promise.all(
    sections.map(async (s): Promise<ShopContent | null> => {
      if (s.type === "banner")
        return { type: "banner", image: mediaUrl(ctx.mediaBase, s.image, 899, 480), title: L(s.title), link: s.link ?? null };
      if (s.type === "text") return { type: "text", title: L(s.title), body: L(s.body) };
      const cards = s.product_ids?.length
        ? await chosenProducts(ctx, viewer, shop.id, s.product_ids.slice(0, s.limit ?? 12))
        : (await listProducts(ctx, viewer, { type: "shop", slug: shop.slug, sort: s.sort ?? "top_selling", per_page: s.limit ?? 6 })).data;
      return cards.length ? { type: "products", title: L(s.title), products: cards } : null;
    }),
  );
  return resolved.filter((s): s is ShopContent => s !== null);
}

/** The shop's own visible products among `ids`, in the seller's order. */
async function chosenProducts(ctx: Ctx, viewer: Viewer, shopId: number, ids: number[]) {
  const rows = await ctx.db
    .select(cardColumns(viewer.locale))
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.isVisible, true), inArray(products.id, ids)));
  const now = ctx.now();
  const byId = new Map(rows.map((r) => [r.id, productCard(r, now, ctx.mediaBase)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
