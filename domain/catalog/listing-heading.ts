import { eq } from "drizzle-orm";
import { brands } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import type { Ctx } from "../context";
import { allCategories, categoryWithDescendants } from "./categories";

/** Title, breadcrumb and sub-categories of a listing page (a category, a brand, or a fixed list). */
export async function listingHeading(ctx: Ctx, input: { type: string; slug?: string; locale: string }) {
  const L = (t: Record<string, string>) => localize(t, input.locale);
  if (input.type === "category") {
    const found = await categoryWithDescendants(ctx, input.slug ?? "");
    if (!found) throw new NotFoundError("category_not_found");
    const rows = await allCategories(ctx);
    return {
      title: L(found.category.name),
      breadcrumb: found.ancestors.map((a) => ({ title: L(a.name), to: `/category/${a.slug}` })),
      children: rows.filter((c) => c.parentId === found.category.id).map((c) => ({ title: L(c.name), to: `/category/${c.slug}` })),
      image: null as string | null,
    };
  }
  if (input.type === "brand") {
    const [brand] = await ctx.db
      .select()
      .from(brands)
      .where(eq(brands.slug, input.slug ?? ""))
      .limit(1);
    if (!brand) throw new NotFoundError("brand_not_found");
    return {
      title: L(brand.name),
      breadcrumb: [{ title: "", to: "/brands" }],
      children: [],
      image: mediaUrl(ctx.mediaBase, brand.logo, 130, 93),
    };
  }
  return { title: "", breadcrumb: [], children: [], image: null };
}
