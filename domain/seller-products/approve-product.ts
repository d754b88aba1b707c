import { and, asc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { products, shops } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { productImage } from "../../kernel/media";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { afterProductWrite, forgetStorefrontCaches } from "./save-product";

const RejectInput = z.object({ reason: field.required(500) });

/**
 * `POST admin/products/{id}/approve|reject`: an operator decides a seller's pending product
 * (operators with `approvals`, recorded in the audit log; anyone else: the unknown product's 404). Approval shows it at once if the seller
 * published it and the shop is verified; rejection needs a reason (422 without), which the
 * seller sees. Deciding again the same way answers the same product (`repeated`); the other way
 * once decided is 409, until the seller changes it (pending again).
 */
export async function decideProduct(
  ctx: Ctx,
  viewer: Viewer,
  input: { productId: number; decision: "approve" | "reject"; fields: unknown },
): Promise<{ id: number; approval: string; visible: boolean; repeated: boolean }> {
  const op = await requirePermission(ctx, viewer.userId, "approvals", "product_not_found");
  const reason = input.decision === "reject" ? parseInput(RejectInput, input.fields).reason : "";
  const target = input.decision === "approve" ? "approved" : "rejected";
  const done = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select({
        id: products.id,
        approval: products.approval,
        status: products.status,
        shopId: products.shopId,
        verified: shops.verifiedAt,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(products.id, input.productId))
      .for("update", { of: products });
    if (!p || p.status === "trash") throw new NotFoundError("product_not_found");
    if (p.approval === target) return { id: p.id, approval: target, visible: false, repeated: true, shopId: p.shopId };
    if (p.approval !== "pending") throw new ConflictError("product_already_decided");
    const visible = target === "approved" && p.status === "published" && p.verified !== null;
    await tx
      .update(products)
      .set({ approval: target, isApproved: target === "approved", rejectReason: reason, isVisible: visible })
      .where(eq(products.id, p.id));
    await afterProductWrite(tx, [p.id], p.shopId);
    await recordAudit(
      tx,
      op,
      {
        action: `product.${input.decision}`,
        target: { type: "product", id: p.id },
        before: { approval: p.approval },
        after: { approval: target, visible, reason },
      },
      ctx.now(),
    );
    return { id: p.id, approval: target, visible, repeated: false, shopId: p.shopId };
  });
  if (!done.repeated) forgetStorefrontCaches(ctx, done.shopId);
  const { shopId: _, ...answer } = done;
  return answer;
}

/** `GET admin/products/pending`: the operator's queue of sellers' products waiting, oldest first (operators with `approvals`). */
export async function pendingProducts(ctx: Ctx, viewer: Viewer, opts: { limit?: number } = {}) {
  await requirePermission(ctx, viewer.userId, "approvals", "product_not_found");
  const rows = await ctx.db
    .select({ p: products, shopName: shops.name, shopSlug: shops.slug })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.approval, "pending"), isNotNull(products.id)))
    .orderBy(asc(products.updatedAt))
    .limit(opts.limit ?? 50);
  return rows
    .filter((r) => r.p.status !== "trash")
    .map(({ p, shopName, shopSlug }) => ({
      id: p.id,
      slug: p.slug,
      name: localize(p.name, viewer.locale),
      image: productImage(ctx.mediaBase, p.images[0]).thumb,
      price: centsToDecimal(p.priceCents),
      stock: p.stock,
      status: p.status,
      shop: { name: localize(shopName, viewer.locale), slug: shopSlug },
      updated_at: p.updatedAt.toISOString(),
    }));
}
