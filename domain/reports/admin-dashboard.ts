import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  affiliateWithdrawals,
  classifiedAds,
  orderGroups,
  payments,
  products,
  sellerPayouts,
  shops,
  users,
  walletRecharges,
} from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import { ANY_OPERATOR, mayOperate, type Operator, requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";

/** The kinds of approval the console's dashboard counts, each with the console page that decides it. */
export const APPROVAL_KINDS = [
  { kind: "sellers", path: "/admin/sellers" },
  { kind: "classified_ads", path: "/admin/classified-ads" },
  { kind: "wallet_recharges", path: "/admin/wallet-recharges" },
  { kind: "offline_payments", path: "/admin/payments" },
  { kind: "affiliate_withdrawals", path: "/admin/affiliate-withdrawals" },
  { kind: "seller_products", path: "/admin/products" },
  { kind: "seller_payouts", path: "/admin/seller-payouts" },
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]["kind"];

const count = sql<number>`count(*)::int`;

/** How many of each kind wait for an operator. */
export async function pendingCounts(ctx: Ctx): Promise<Record<ApprovalKind, number>> {
  const [[s], [a], [r], [p], [w], [sp], [po]] = await Promise.all([
    ctx.db
      .select({ n: count })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(and(isNull(shops.verifiedAt), isNull(shops.rejectedAt), sql`${users.status} <> 'banned'`)),
    ctx.db.select({ n: count }).from(classifiedAds).where(eq(classifiedAds.status, "pending")),
    ctx.db
      .select({ n: count })
      .from(walletRecharges)
      .where(and(eq(walletRecharges.status, "pending"), eq(walletRecharges.paymentType, "offline_method"))),
    ctx.db
      .select({ n: count })
      .from(payments)
      .where(and(eq(payments.gateway, "offline_method"), eq(payments.status, "awaiting_approval"))),
    ctx.db.select({ n: count }).from(affiliateWithdrawals).where(eq(affiliateWithdrawals.status, "pending")),
    ctx.db
      .select({ n: count })
      .from(products)
      .where(and(eq(products.approval, "pending"), sql`${products.status} <> 'trash'`)),
    ctx.db.select({ n: count }).from(sellerPayouts).where(eq(sellerPayouts.status, "pending")),
  ]);
  return {
    sellers: Number(s.n),
    classified_ads: Number(a.n),
    wallet_recharges: Number(r.n),
    offline_payments: Number(p.n),
    affiliate_withdrawals: Number(w.n),
    seller_products: Number(sp.n),
    seller_payouts: Number(po.n),
  };
}

export function operatorView(op: Operator) {
  return { id: op.id, email: op.email, role: op.role, permissions: op.permissions };
}

/**
 * `GET admin/dashboard`: who the operator is (role and permissions, which the console's menu
 * follows) and, with `approvals`, what waits for a decision of every kind with its count and
 * page. Any operator; anyone else 404.
 */
export async function adminDashboard(ctx: Ctx, input: { userId: number | null }) {
  const op = await requirePermission(ctx, input.userId, ANY_OPERATOR, "page_not_found");
  const counts = mayOperate(op, "approvals") ? await pendingCounts(ctx) : null;
  return {
    operator: operatorView(op),
    approvals: counts ? APPROVAL_KINDS.map((k) => ({ kind: k.kind, path: k.path, count: counts[k.kind] })) : [],
  };
}

/** `GET admin/payments/pending`: offline payments (bank transfers) whose receipt waits for an operator, oldest first. */
export async function pendingOfflinePayments(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "approvals", "pay_not_found");
  const rows = await ctx.db
    .select({ payment: payments, code: orderGroups.code, email: orderGroups.email })
    .from(payments)
    .innerJoin(orderGroups, eq(orderGroups.id, payments.groupId))
    .where(and(eq(payments.gateway, "offline_method"), eq(payments.status, "awaiting_approval")))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.payment.id,
    code: r.code,
    email: r.email,
    amount: centsToDecimal(r.payment.amountCents),
    currency_code: r.payment.currencyCode,
    note: typeof r.payment.details.note === "string" ? r.payment.details.note : "",
    has_receipt: r.payment.receipt !== null,
    created_at: r.payment.createdAt.toISOString(),
  }));
}
