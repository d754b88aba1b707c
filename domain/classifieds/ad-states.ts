import { and, eq, lte } from "drizzle-orm";
import { z } from "zod";
import { type ClassifiedAd, classifiedAds } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { loadSettings } from "../settings/load-settings";
import { removeAdPictures } from "./ad-pictures";
import { hideAdProduct, publishAdProduct } from "./ad-product";
import { ownAd } from "./save-ad";

const DAY_MS = 86_400_000;

/** `POST user/classified-ads/sold/{id}`: the owner marks a published ad sold; its product leaves the listings. Again: the same ad. */
export async function markAdSold(ctx: Ctx, viewer: Viewer, adId: number): Promise<ClassifiedAd> {
  const ad = await ownAd(ctx, viewer.userId as number, adId);
  if (ad.status === "sold") return ad;
  if (ad.status !== "published") throw new ValidationError({ form: ["ad_not_published"] });
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(classifiedAds).set({ status: "sold", updatedAt: now }).where(eq(classifiedAds.id, ad.id)).returning();
    await hideAdProduct(tx, row.productId, now);
    return row;
  });
  ctx.cache.invalidate("count:");
  return done;
}

/** `POST user/classified-ads/delete/{id}`: the owner deletes an ad in any state; its product is trashed (kept for orders' and lists' references), its pictures removed. */
export async function deleteAd(ctx: Ctx, viewer: Viewer, adId: number, uploadsDir: string): Promise<void> {
  const ad = await ownAd(ctx, viewer.userId as number, adId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await hideAdProduct(tx, ad.productId, now, true);
    await tx.delete(classifiedAds).where(eq(classifiedAds.id, ad.id));
  });
  await removeAdPictures(ad.images, uploadsDir);
  ctx.cache.invalidate("count:");
}

/** The operator's calls about ads: operators with `approvals`; anyone else the unknown ad's 404 (staff without it 403). */
export const requireAdAdmin = (ctx: Ctx, userId: number | null) => requirePermission(ctx, userId, "approvals", "ad_not_found");

const RejectInput = z.object({ reason: field.required(500) });

/**
 * `POST admin/classified-ads/{id}/approve|reject`: an operator decides a pending ad (anyone but
 * an admin: 404). Approval publishes it as a classified product for `classified_ad_days` days;
 * rejection needs a reason (422 without), which the owner sees. Deciding again the same way
 * answers the same ad; a decided ad the other way, or an ad no longer pending, is 409.
 */
export async function decideAd(
  ctx: Ctx,
  viewer: Viewer,
  input: { adId: number; decision: "approve" | "reject"; fields: unknown },
): Promise<{ ad: ClassifiedAd; repeated: boolean }> {
  const op = await requireAdAdmin(ctx, viewer.userId);
  const adminId = op.id;
  const reason = input.decision === "reject" ? parseInput(RejectInput, input.fields).reason : "";
  const days = Number((await loadSettings(ctx)).classified_ad_days);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [ad] = await tx.select().from(classifiedAds).where(eq(classifiedAds.id, input.adId)).for("update");
    if (!ad) throw new NotFoundError("ad_not_found");
    const target = input.decision === "approve" ? "published" : "rejected";
    if (ad.status === target) return { ad, repeated: true };
    if (ad.status !== "pending") throw new ConflictError("ad_already_decided");
    if (target === "rejected") {
      const [row] = await tx
        .update(classifiedAds)
        .set({ status: "rejected", rejectReason: reason, decidedBy: adminId, updatedAt: now })
        .where(eq(classifiedAds.id, ad.id))
        .returning();
      await recordAudit(
        tx,
        op,
        {
          action: "classified_ad.reject",
          target: { type: "classified_ad", id: ad.id },
          before: { status: ad.status },
          after: { status: "rejected", reason },
        },
        now,
      );
      return { ad: row, repeated: false };
    }
    const productId = await publishAdProduct(tx, ad, now);
    const [row] = await tx
      .update(classifiedAds)
      .set({
        status: "published",
        productId,
        rejectReason: "",
        decidedBy: adminId,
        publishedAt: now,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        updatedAt: now,
      })
      .where(eq(classifiedAds.id, ad.id))
      .returning();
    await recordAudit(
      tx,
      op,
      {
        action: "classified_ad.approve",
        target: { type: "classified_ad", id: ad.id },
        before: { status: ad.status },
        after: { status: "published", product_id: productId },
      },
      now,
    );
    return { ad: row, repeated: false };
  });
  ctx.cache.invalidate("count:");
  return result;
}

/** Published ads past their end become expired and their products leave the listings (at start, each minute, and before a user's list). */
export async function expireAds(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(classifiedAds)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(classifiedAds.status, "published"), lte(classifiedAds.expiresAt, now)))
      .returning({ productId: classifiedAds.productId });
    for (const r of rows) await hideAdProduct(tx, r.productId, now);
    return rows.length;
  });
  if (expired) ctx.cache.invalidate("count:");
  return expired;
}
