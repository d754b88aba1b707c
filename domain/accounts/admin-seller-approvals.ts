import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { shops, users } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { notifyUser } from "../notifications/notify";
import { requirePermission } from "./require-admin";

const PER_PAGE = 20;
const Query = z.object({
  status: z.enum(["pending", "verified", "rejected"], { error: "v_filter_invalid" }).default("pending"),
  page: z.coerce
    .number({ error: "v_page_invalid" })
    .int({ error: "v_page_invalid" })
    .min(1, { error: "v_page_invalid" })
    .max(100_000)
    .default(1),
});

const shopState = (s: { verifiedAt: Date | null; rejectedAt: Date | null }) =>
  s.verifiedAt ? "verified" : s.rejectedAt ? "rejected" : "pending";

/**
 * `GET admin/sellers/list?status=pending|verified|rejected&page=`: shops by their verification,
 * the applications waiting first (oldest first), 20 a page, with their owners. Needs `approvals`.
 */
export async function sellerApplications(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown>; locale: string }) {
  await requirePermission(ctx, input.userId, "approvals", "page_not_found");
  const q = parseInput(Query, input.query);
  const where: SQL | undefined =
    q.status === "verified"
      ? isNotNull(shops.verifiedAt)
      : q.status === "rejected"
        ? and(isNull(shops.verifiedAt), isNotNull(shops.rejectedAt))
        : and(isNull(shops.verifiedAt), isNull(shops.rejectedAt));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ shop: shops, email: users.email, firstName: users.firstName, lastName: users.lastName, status: users.status })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(where)
      .orderBy(q.status === "pending" ? shops.createdAt : desc(shops.createdAt), shops.id)
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where),
  ]);
  const total = Number(n);
  return {
    status: q.status,
    data: rows.map((r) => ({
      id: r.shop.id,
      slug: r.shop.slug,
      name: localize(r.shop.name, input.locale),
      phone: r.shop.phone,
      address: r.shop.address,
      state: shopState(r.shop),
      reject_reason: r.shop.rejectReason,
      created_at: r.shop.createdAt.toISOString(),
      owner: { email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), banned: r.status === "banned" },
    })),
    current_page: q.page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}

const RejectInput = z.object({ reason: field.required(500) });

/**
 * `POST admin/sellers/{id}/verify|reject {reason}`: an operator with `approvals` verifies a
 * shop (it becomes visible to shoppers) or turns its application down with a reason the owner
 * is told. The same decision again answers the same shop (`repeated`); rejecting a verified
 * shop is 409. Recorded in the audit log; the owner is notified.
 */
export async function decideSeller(
  ctx: Ctx,
  input: { userId: number | null; shopId: number | null; decision: "verify" | "reject"; fields: unknown },
) {
  const op = await requirePermission(ctx, input.userId, "approvals", "shop_not_found");
  if (input.shopId === null) throw new NotFoundError("shop_not_found");
  const reason = input.decision === "reject" ? parseInput(RejectInput, input.fields).reason : "";
  const shopId = input.shopId;
  const result = await ctx.db.transaction(async (tx) => {
    const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for("update");
    if (!shop) throw new NotFoundError("shop_not_found");
    const before = shopState(shop);
    const target = input.decision === "verify" ? "verified" : "rejected";
    if (before === target) return { shop, repeated: true };
    if (target === "rejected" && before === "verified") throw new ConflictError("shop_already_verified");
    const now = ctx.now();
    const [row] = await tx
      .update(shops)
      .set(target === "verified" ? { verifiedAt: now, rejectedAt: null, rejectReason: "" } : { rejectedAt: now, rejectReason: reason })
      .where(eq(shops.id, shop.id))
      .returning();
    await recordAudit(
      tx,
      op,
      {
        action: `shop.${input.decision}`,
        target: { type: "shop", id: shop.id },
        before: { state: before },
        after: { state: target, reason },
      },
      now,
    );
    await notifyUser(tx, {
      userId: shop.ownerId,
      message:
        target === "verified"
          ? { title: "notice_shop_verified", textParams: { shop: shop.name } }
          : { title: "notice_shop_rejected", params: { reason } },
      url: "/user/user-to-seller",
      data: { message_type: target === "verified" ? "success" : "warning", shop_id: shop.id },
    });
    return { shop: row, repeated: false };
  });
  if (!result.repeated) ctx.cache.invalidate();
  return { shop: { id: result.shop.id, slug: result.shop.slug, state: shopState(result.shop) }, repeated: result.repeated };
}
