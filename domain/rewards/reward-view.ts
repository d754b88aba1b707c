import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { ledgerAccounts, ledgerEntries, orderLines } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { balanceOf } from "../ledger/book";
import { pointsToCents } from "./convert-reward";
import type { EarnedNote } from "./earn-reward";
import { rewardOn, rewardRate } from "./reward-on";

export const REWARD_PER_PAGE = 15;

/**
 * The user's points as the reference's `rewards` row reads them, with ours: `rewards` (points
 * held), `last_converted`, their money value now (`amount`, base currency decimal) and the rate.
 */
export async function rewardSummary(ctx: Ctx, userId: number) {
  const [account] = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "reward")))
    .limit(1);
  const [last] = account
    ? await ctx.db
        .select({ at: ledgerEntries.createdAt })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.kind, "reward_converted")))
        .orderBy(desc(ledgerEntries.id))
        .limit(1)
    : [];
  const rate = await rewardRate(ctx);
  const points = account?.balanceMinor ?? 0;
  // points of delivered orders still inside their return window (decision 071): not yet spendable
  const held = await balanceOf(ctx.db, userId, "reward_pending");
  return {
    user_id: userId,
    rewards: points,
    pending_rewards: held.balanceMinor,
    amount: centsToDecimal(pointsToCents(points, rate)),
    reward_convert_rate: rate,
    last_converted: last ? last.at.toISOString() : null,
  };
}

export type RewardSummary = Awaited<ReturnType<typeof rewardSummary>>;

/** check-auth's `reward`: the summary for a signed-in user with rewards on, else null. */
export async function rewardOfViewer(ctx: Ctx, userId: number | null): Promise<RewardSummary | null> {
  return userId !== null && (await rewardOn(ctx)) ? rewardSummary(ctx, userId) : null;
}

const parseNote = (note: string): EarnedNote | null => {
  try {
    return note.startsWith("{") ? (JSON.parse(note) as EarnedNote) : null;
  } catch {
    return null;
  }
};

/**
 * `GET user/reward-history?page=`: `{reward_details, reward}`. `reward_details` is a paginator
 * (15 a page, newest first) of the points account's entries: `type` earned (an order
 * delivered; its products with units and points), taken_back (a refund), converted (with the
 * money it became); `reward` the points `rewards` is the ledger's.
 */
export async function rewardHistory(ctx: Ctx, input: { userId: number; page: number; locale: string; pageUrl?: (page: number) => string }) {
  const page = Math.max(1, Math.min(input.page, 10_000));
  const where = and(eq(ledgerAccounts.userId, input.userId), eq(ledgerAccounts.kind, "reward"));
  const [rows, [{ n: total }], reward] = await Promise.all([
    ctx.db
      .select({ e: ledgerEntries })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(REWARD_PER_PAGE)
      .offset((page - 1) * REWARD_PER_PAGE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where),
    rewardSummary(ctx, input.userId),
  ]);
  // the products' names as they were ordered, for the earned rows of this page
  const notes = new Map(rows.map((r) => [r.e.id, parseNote(r.e.note)]));
  const orderIds = [...new Set([...notes.values()].flatMap((n) => (n?.order_id ? [n.order_id] : [])))];
  const names = new Map<string, string>();
  if (orderIds.length)
    for (const l of await ctx.db
      .select({ orderId: orderLines.orderId, productId: orderLines.productId, name: orderLines.productName })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds)))
      names.set(`${l.orderId}:${l.productId}`, localize(l.name, input.locale));
  const last = Math.max(1, Math.ceil(Number(total) / REWARD_PER_PAGE));
  const data = rows.map(({ e }) => {
    const note = notes.get(e.id) ?? null;
    const type = e.kind === "reward_converted" ? "converted" : e.amountMinor < 0 ? "taken_back" : "earned";
    return {
      id: e.id,
      type,
      reward: e.amountMinor,
      balance_after: e.balanceAfter,
      order_code: note?.code ?? null,
      products: (note?.lines ?? []).map((l) => ({
        product_id: l.product_id,
        product_name: names.get(`${note?.order_id}:${l.product_id}`) ?? "",
        product_qty: l.quantity,
        reward: l.reward,
      })),
      not_taken_back: note?.short ?? 0,
      amount: type === "converted" && e.foreignAmountMinor !== null ? centsToDecimal(e.foreignAmountMinor) : null,
      rate: e.rate,
      created_at: e.createdAt.toISOString(),
    };
  });
  return {
    reward_details: {
      data,
      total: Number(total),
      per_page: REWARD_PER_PAGE,
      current_page: page,
      last_page: last,
      next_page_url: page < last && input.pageUrl ? input.pageUrl(page + 1) : null,
    },
    reward,
  };
}

export type RewardHistory = Awaited<ReturnType<typeof rewardHistory>>;
