import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { affiliateClicks, affiliateWithdrawals, ledgerAccounts, ledgerEntries, orders } from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { balanceOf } from "../ledger/book";
import { referralUrl } from "./affiliate-links";
import { type AffiliateProfile, affiliateTerms, termsView } from "./affiliate-on";
import { type CommissionNote, commissionBase, commissionCents, commissionKey } from "./commission";
import { myWithdrawals } from "./withdrawals";

const RECENT_ORDERS = 20;

const parseNote = (note: string): CommissionNote | null => {
  try {
    return note.startsWith("{") ? (JSON.parse(note) as CommissionNote) : null;
  } catch {
    return null;
  }
};

/**
 * `GET user/affiliate-dashboard`: the member's code and home link, the terms, the figures
 * (clicks, referred orders, earnings pending / booked / reversed, balance, money held in
 * pending withdrawals), the last 20 referred orders with their state and commission, and the
 * withdrawals. Buyers are never named. Amounts: base currency decimals.
 */
export async function affiliateDashboard(ctx: Ctx, input: { profile: AffiliateProfile; shopUrl: string }) {
  const userId = input.profile.userId;
  const referred = eq(orders.affiliateUserId, userId);
  const [terms, { rateBp }, [{ clicks }], [{ n: orderCount }], recent, open, entries, balance, inWindow, held, withdrawals] =
    await Promise.all([
      termsView(ctx),
      affiliateTerms(ctx),
      ctx.db.select({ clicks: count() }).from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, userId)),
      ctx.db.select({ n: count() }).from(orders).where(referred),
      ctx.db.select().from(orders).where(referred).orderBy(desc(orders.id)).limit(RECENT_ORDERS),
      // referred orders not yet paid and delivered: their commission is pending (at today's rate)
      ctx.db
        .select({ totalCents: orders.totalCents, shippingCents: orders.shippingCents, taxCents: orders.taxCents })
        .from(orders)
        .where(and(referred, isNull(orders.settledAt), ne(orders.status, "cancelled"), ne(orders.paymentStatus, "refunded"))),
      ctx.db
        .select({ e: ledgerEntries })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            inArray(ledgerAccounts.kind, ["affiliate", "affiliate_pending"]),
            eq(ledgerEntries.kind, "affiliate_commission"),
          ),
        ),
      balanceOf(ctx.db, userId, "affiliate"),
      balanceOf(ctx.db, userId, "affiliate_pending"),
      ctx.db
        .select({ cents: sql<string>`coalesce(sum(${affiliateWithdrawals.amountMinor}), 0)` })
        .from(affiliateWithdrawals)
        .where(and(eq(affiliateWithdrawals.userId, userId), eq(affiliateWithdrawals.status, "pending"))),
      myWithdrawals(ctx.db, userId),
    ]);
  const booked = entries.filter((r) => r.e.amountMinor > 0);
  const reversed = entries.filter((r) => r.e.amountMinor < 0);
  const bookedByKey = new Map(booked.map((r) => [r.e.idempotencyKey, r.e.amountMinor]));
  const reversedByOrder = new Map<number, number>();
  for (const r of reversed) {
    const id = parseNote(r.e.note)?.order_id;
    if (id) reversedByOrder.set(id, (reversedByOrder.get(id) ?? 0) - r.e.amountMinor);
  }
  const pendingCents = open.reduce((s, o) => s + commissionCents(commissionBase(o), rateBp), 0);
  const sum = (rows: typeof entries) => rows.reduce((s, r) => s + Math.abs(r.e.amountMinor), 0);
  return {
    affiliate: {
      code: input.profile.code,
      link: referralUrl(input.shopUrl, "/", input.profile.code),
      joined_at: input.profile.createdAt.toISOString(),
    },
    terms,
    summary: {
      clicks: Number(clicks),
      orders: Number(orderCount),
      pending: centsToDecimal(pendingCents),
      booked: centsToDecimal(sum(booked)),
      reversed: centsToDecimal(sum(reversed)),
      balance: centsToDecimal(balance.balanceMinor),
      /** booked, but inside the orders' return window: withdrawable once it ends (decision 071) */
      in_return_window: centsToDecimal(inWindow.balanceMinor),
      held: centsToDecimal(BigInt(held[0]?.cents ?? 0)),
    },
    orders: recent.map((o) => {
      const earned = bookedByKey.get(commissionKey(o.id)) ?? 0;
      const back = reversedByOrder.get(o.id) ?? 0;
      const open = !o.settledAt && o.status !== "cancelled" && o.paymentStatus !== "refunded";
      const state = back > 0 ? "reversed" : earned > 0 ? "booked" : open ? "pending" : "none";
      return {
        code: o.code,
        status: o.status,
        payment_status: o.paymentStatus,
        amount: centsToDecimal(commissionBase(o)),
        commission: centsToDecimal(earned || (state === "pending" ? commissionCents(commissionBase(o), rateBp) : 0)),
        commission_state: state,
        created_at: o.createdAt.toISOString(),
      };
    }),
    withdrawals,
  };
}

export type AffiliateDashboard = Awaited<ReturnType<typeof affiliateDashboard>>;
