import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { categories, ledgerAccounts, ledgerEntries, sellerPayouts, shops } from "../../db/schema";
import { ConflictError, NotFoundError, UnprocessableError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { rateBasisPoints } from "../affiliate/affiliate-on";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { balanceOf, book } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import { loadSettings } from "../settings/load-settings";
import type { EarningNote } from "./earnings";
import type { SellerShop } from "./require-seller";
import { netSellerDebt } from "./seller-debt";

type PayoutRow = typeof sellerPayouts.$inferSelect;

export const PayoutForm = z.object({
  amount: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
    z.string({ error: "v_amount_positive" }).regex(/^\d{1,10}(\.\d{1,2})?$/, { error: "v_amount_positive" }),
  ),
  payout_details: field.required(300),
});

export const payoutKey = (id: number) => `seller-payout-${id}`;

export function payoutView(p: PayoutRow) {
  return {
    id: p.id,
    amount: centsToDecimal(p.amountMinor),
    currency_code: p.currencyCode,
    status: p.status,
    payout_details: p.payoutDetails,
    decision_note: p.decisionNote,
    decided_at: p.decidedAt ? p.decidedAt.toISOString() : null,
    created_at: p.createdAt.toISOString(),
  };
}

/**
 * `GET seller/earnings-data`: the seller account's balance, what waits in payout requests, the
 * commission rates (the default and the categories with their own), the latest earnings (each
 * with its order, goods and commission) and the payout history.
 */
export async function sellerEarnings(ctx: Ctx, shop: SellerShop, opts: { locale: string }) {
  const [balance, debt, all, rated, entries, payouts] = await Promise.all([
    balanceOf(ctx.db, shop.ownerId, "seller"),
    balanceOf(ctx.db, shop.ownerId, "seller_debt"),
    loadSettings(ctx),
    ctx.db
      .select({ id: categories.id, name: categories.name, rate: categories.commissionRate })
      .from(categories)
      .where(sql`${categories.commissionRate} is not null`)
      .orderBy(categories.path),
    ctx.db
      .select({ entry: ledgerEntries })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.userId, shop.ownerId), eq(ledgerAccounts.kind, "seller")))
      .orderBy(desc(ledgerEntries.id))
      .limit(50),
    ctx.db.select().from(sellerPayouts).where(eq(sellerPayouts.shopId, shop.id)).orderBy(desc(sellerPayouts.id)).limit(50),
  ]);
  const pct = (bp: number) => (bp / 100).toFixed(2);
  return {
    balance: centsToDecimal(balance.balanceMinor),
    /** what the seller owes the marketplace (commission on cash collected; decision 071), and the limit past which they are told */
    debt: centsToDecimal(debt.balanceMinor),
    debt_limit: centsToDecimal(Number(all.seller_debt_limit_cents)),
    pending_payouts: centsToDecimal(payouts.filter((p) => p.status === "pending").reduce((s, p) => s + p.amountMinor, 0)),
    min_payout: centsToDecimal(Number(all.seller_min_payout_cents)),
    commission: {
      default_rate: pct(rateBasisPoints(all.seller_commission_rate)),
      categories: rated.map((c) => ({ id: c.id, name: localize(c.name, opts.locale), rate: pct(rateBasisPoints(c.rate)) })),
    },
    entries: entries.map(({ entry: e }) => {
      const note = e.kind === "seller_earning" ? (JSON.parse(e.note || "{}") as Partial<EarningNote>) : {};
      return {
        id: e.id,
        kind: e.kind,
        amount: centsToDecimal(e.amountMinor),
        balance_after: centsToDecimal(e.balanceAfter),
        order_code: note.code ?? null,
        goods: note.goods_cents === undefined ? null : centsToDecimal(note.goods_cents),
        commission: note.commission_cents === undefined ? null : centsToDecimal(note.commission_cents),
        date: e.createdAt.toISOString(),
      };
    }),
    payouts: payouts.map(payoutView),
  };
}

/**
 * `POST seller/payouts {amount, payout_details}`: the seller asks to be paid. Exact (two places),
 * at least the least payout; in one transaction the request is written and a `withdrawal` debit
 * holds the money on the seller account. More than the balance: 422 on `amount`, nothing kept.
 */
export async function requestPayout(ctx: Ctx, shop: SellerShop, fields: unknown) {
  const form = parseInput(PayoutForm, fields);
  const cents = Number(parseMoney(form.amount));
  if (cents <= 0) throw new UnprocessableError("v_amount_positive", "amount");
  const min = Number((await loadSettings(ctx)).seller_min_payout_cents);
  if (cents < min) throw new UnprocessableError("seller_payout_min", "amount", { amount: centsToDecimal(min) });
  const currencyCode = await walletCurrency(ctx);
  const payout = await ctx.db
    .transaction(async (tx) => {
      const now = ctx.now();
      // what the seller owes is paid out of the balance first; while anything is owed, no payout (decision 071)
      const debt = await netSellerDebt(tx, shop.ownerId, currencyCode);
      if (debt > 0) throw new UnprocessableError("seller_debt_unsettled", "amount", { debt: centsToDecimal(debt) });
      const [row] = await tx
        .insert(sellerPayouts)
        .values({
          shopId: shop.id,
          userId: shop.ownerId,
          amountMinor: cents,
          currencyCode,
          payoutDetails: form.payout_details,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await book(tx, {
        userId: shop.ownerId,
        account: "seller",
        currencyCode,
        kind: "withdrawal",
        amountMinor: -cents,
        ref: { type: "payout", id: row.id },
        idempotencyKey: payoutKey(row.id),
      });
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof UnprocessableError && err.message === "wallet_insufficient")
        throw new UnprocessableError("seller_payout_insufficient", "amount");
      throw err;
    });
  return { payout: payoutView(payout), balance: centsToDecimal((await balanceOf(ctx.db, shop.ownerId, "seller")).balanceMinor) };
}

/** Inside a transaction: the money a payout held goes back to the seller's balance, once per payout (rejected or failed). */
export async function bookPayoutBack(tx: Database, p: PayoutRow, note: string): Promise<void> {
  await book(tx, {
    userId: p.userId,
    account: "seller",
    currencyCode: p.currencyCode,
    kind: "withdrawal",
    amountMinor: p.amountMinor,
    ref: { type: "payout", id: p.id },
    idempotencyKey: `${payoutKey(p.id)}-back`,
    note,
  });
}

/** Inside a transaction: a pending payout becomes paid (the held money has left) or rejected (booked back once). */
async function settle(tx: Database, p: PayoutRow, target: "paid" | "rejected", extra: Partial<PayoutRow>, now: Date) {
  if (target === "rejected") await bookPayoutBack(tx, p, target);
  const [row] = await tx
    .update(sellerPayouts)
    .set({ ...extra, status: target, updatedAt: now })
    .where(eq(sellerPayouts.id, p.id))
    .returning();
  return row;
}

/**
 * `POST admin/seller-payouts/{id}/pay|reject {note?}`: an operator decides a pending payout (the
 * admin console lists them; operators with `approvals`, recorded in the audit log). The same
 * decision again answers the same row; the other way is 409; anyone but an operator 404.
 */
export async function decidePayout(
  ctx: Ctx,
  input: { userId: number | null; payoutId: number | null; decision: "pay" | "reject"; note?: unknown },
) {
  const op = await requirePermission(ctx, input.userId, "approvals", "seller_payout_not_found");
  if (input.payoutId === null) throw new NotFoundError("seller_payout_not_found");
  const id = input.payoutId;
  const { note } = parseInput(z.object({ note: field.optional(500) }), { note: input.note });
  const target = input.decision === "pay" ? "paid" : "rejected";
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(sellerPayouts).where(eq(sellerPayouts.id, id)).for("update");
    // an automatic payout is decided with its batch (/admin/payout-batches, decision 073)
    if (!p || p.batchId !== null) throw new NotFoundError("seller_payout_not_found");
    if (p.status === target) return { payout: payoutView(p), repeated: true };
    if (p.status !== "pending") throw new ConflictError("seller_payout_decided");
    const now = ctx.now();
    const decided = await settle(tx, p, target, { decidedBy: op.id, decidedAt: now, decisionNote: note }, now);
    await recordAudit(
      tx,
      op,
      {
        action: `seller_payout.${input.decision}`,
        target: { type: "seller_payout", id: p.id },
        before: { status: p.status },
        after: { status: decided.status, note },
      },
      now,
    );
    return { payout: payoutView(decided), repeated: false };
  });
}

/**
 * `GET admin/seller-payouts/pending`: the payout requests waiting for an operator, oldest first,
 * each with its shop, amount, the seller's payout details and when it was asked (operators with
 * `approvals`; anyone else the unknown payout's 404).
 */
export async function pendingPayouts(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, "approvals", "seller_payout_not_found");
  const rows = await ctx.db
    .select({ p: sellerPayouts, shopName: shops.name, shopSlug: shops.slug })
    .from(sellerPayouts)
    .innerJoin(shops, eq(shops.id, sellerPayouts.shopId))
    .where(and(eq(sellerPayouts.status, "pending"), isNull(sellerPayouts.batchId)))
    .orderBy(asc(sellerPayouts.createdAt), asc(sellerPayouts.id))
    .limit(100);
  return rows.map((r) => ({ ...payoutView(r.p), shop: { name: localize(r.shopName, input.locale), slug: r.shopSlug } }));
}
