import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { affiliateWithdrawals, users, type WithdrawalStatus } from "../../db/schema";
import { ConflictError, NotFoundError, UnprocessableError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx, Viewer } from "../context";
import { balanceOf, book } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import { affiliateMember, affiliateTerms } from "./affiliate-on";

export type WithdrawalRow = typeof affiliateWithdrawals.$inferSelect;

/** An amount as the form sends it: a plain decimal with at most two places ("25", "25.5"); anything else is refused. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const Input = z.object({
  amount: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string({ error: "affiliate_amount_invalid" }).regex(AMOUNT, { error: "affiliate_amount_invalid" }),
  ),
  payout_details: field.optional(300),
});

export const withdrawalKey = (id: number) => `affiliate-withdrawal-${id}`;

export function withdrawalView(w: WithdrawalRow) {
  return {
    id: w.id,
    amount: centsToDecimal(w.amountMinor),
    currency_code: w.currencyCode,
    status: w.status,
    payout_details: w.payoutDetails,
    decision_note: w.decisionNote,
    decided_at: w.decidedAt ? w.decidedAt.toISOString() : null,
    created_at: w.createdAt.toISOString(),
  };
}

/**
 * `POST user/affiliate-withdrawals {amount, payout_details?}`: a member asks to be paid out.
 * The amount is exact (two places), at least the settings' minimum; in one transaction the
 * request is written and a `withdrawal` debit holds the money on the affiliate account. More
 * than the balance: 422 `affiliate_insufficient` on `amount`, and the whole transaction (the
 * request included) rolls back. Requests at once queue on the account's row lock.
 */
export async function requestWithdrawal(ctx: Ctx, input: { viewer: Viewer; form: Record<string, unknown> }) {
  const { userId } = await affiliateMember(ctx, input.viewer);
  const form = parseInput(Input, input.form);
  const cents = Number(parseMoney(form.amount));
  if (cents <= 0) throw new UnprocessableError("affiliate_amount_invalid", "amount");
  const { minWithdrawalCents } = await affiliateTerms(ctx);
  if (cents < minWithdrawalCents)
    throw new UnprocessableError("affiliate_withdrawal_min", "amount", { amount: centsToDecimal(minWithdrawalCents) });
  const currencyCode = await walletCurrency(ctx);
  const withdrawal = await ctx.db
    .transaction(async (tx) => {
      const now = ctx.now();
      const [row] = await tx
        .insert(affiliateWithdrawals)
        .values({ userId, amountMinor: cents, currencyCode, payoutDetails: form.payout_details, createdAt: now, updatedAt: now })
        .returning();
      await book(tx, {
        userId,
        account: "affiliate",
        currencyCode,
        kind: "withdrawal",
        amountMinor: -cents,
        ref: { type: "withdrawal", id: row.id },
        idempotencyKey: withdrawalKey(row.id),
      });
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof UnprocessableError && err.message === "wallet_insufficient")
        throw new UnprocessableError("affiliate_insufficient", "amount");
      throw err;
    });
  return { withdrawal, balanceMinor: (await balanceOf(ctx.db, userId, "affiliate")).balanceMinor };
}

/** Inside a transaction: move a pending withdrawal to `target`; rejected or cancelled books the held money back once. */
async function settle(tx: Database, w: WithdrawalRow, target: WithdrawalStatus, extra: Partial<WithdrawalRow>, now: Date) {
  if (target === "rejected" || target === "cancelled")
    await book(tx, {
      userId: w.userId,
      account: "affiliate",
      currencyCode: w.currencyCode,
      kind: "withdrawal",
      amountMinor: w.amountMinor,
      ref: { type: "withdrawal", id: w.id },
      idempotencyKey: `${withdrawalKey(w.id)}-back`,
      note: target,
    });
  const [row] = await tx
    .update(affiliateWithdrawals)
    .set({ ...extra, status: target, updatedAt: now })
    .where(eq(affiliateWithdrawals.id, w.id))
    .returning();
  return row;
}

/** `POST user/affiliate-withdrawals/{id}/cancel`: the member takes back a pending request (the money returns); not theirs: 404. */
export async function cancelWithdrawal(ctx: Ctx, input: { viewer: Viewer; withdrawalId: number | null }) {
  const { userId } = await affiliateMember(ctx, input.viewer);
  if (input.withdrawalId === null) throw new NotFoundError("affiliate_withdrawal_not_found");
  const id = input.withdrawalId;
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.id, id)).for("update");
    if (!w || w.userId !== userId) throw new NotFoundError("affiliate_withdrawal_not_found");
    if (w.status === "cancelled") return w;
    if (w.status !== "pending") throw new ConflictError("affiliate_withdrawal_decided");
    return settle(tx, w, "cancelled", {}, ctx.now());
  });
}

/**
 * `POST admin/affiliate-withdrawals/{id}/pay|reject`: an operator decides a pending request.
 * Paid: the held money has left (nothing more is booked); rejected: it is booked back. The same
 * decision again answers the same row (`repeated`); the other way is 409. Anyone but an admin: 404.
 */
export async function decideWithdrawal(
  ctx: Ctx,
  input: { userId: number | null; withdrawalId: number | null; decision: "pay" | "reject"; note?: unknown },
) {
  const op = await requirePermission(ctx, input.userId, "approvals", "affiliate_withdrawal_not_found");
  if (input.withdrawalId === null) throw new NotFoundError("affiliate_withdrawal_not_found");
  const id = input.withdrawalId;
  const { note } = parseInput(z.object({ note: field.optional(500) }), { note: input.note });
  const target = input.decision === "pay" ? "paid" : "rejected";
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(affiliateWithdrawals).where(eq(affiliateWithdrawals.id, id)).for("update");
    if (!w) throw new NotFoundError("affiliate_withdrawal_not_found");
    if (w.status === target) return { withdrawal: w, repeated: true };
    if (w.status !== "pending") throw new ConflictError("affiliate_withdrawal_decided");
    const now = ctx.now();
    const withdrawal = await settle(tx, w, target, { decidedBy: op.id, decidedAt: now, decisionNote: note }, now);
    await recordAudit(
      tx,
      op,
      {
        action: `affiliate_withdrawal.${input.decision}`,
        target: { type: "affiliate_withdrawal", id: w.id },
        before: { status: w.status },
        after: { status: target, note, amount_minor: w.amountMinor, currency_code: w.currencyCode, user_id: w.userId },
      },
      now,
    );
    return { withdrawal, repeated: false };
  });
}

/** `GET admin/affiliate-withdrawals`: the requests waiting for an operator, oldest first, with who asked (admins only). */
export async function pendingWithdrawals(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "approvals", "affiliate_withdrawal_not_found");
  const rows = await ctx.db
    .select({ w: affiliateWithdrawals, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(affiliateWithdrawals)
    .innerJoin(users, eq(users.id, affiliateWithdrawals.userId))
    .where(eq(affiliateWithdrawals.status, "pending"))
    .orderBy(asc(affiliateWithdrawals.createdAt), asc(affiliateWithdrawals.id))
    .limit(100);
  return rows.map((r) => ({ ...withdrawalView(r.w), user: { email: r.email, name: `${r.firstName} ${r.lastName ?? ""}`.trim() } }));
}

/** A member's requests, newest first (the dashboard shows the last 20 and how many in all). */
export async function myWithdrawals(db: Database, userId: number, limit = 20) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(affiliateWithdrawals)
      .where(eq(affiliateWithdrawals.userId, userId))
      .orderBy(desc(affiliateWithdrawals.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(affiliateWithdrawals)
      .where(and(eq(affiliateWithdrawals.userId, userId))),
  ]);
  return { data: rows.map(withdrawalView), total: Number(n) };
}
