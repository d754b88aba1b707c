import { randomUUID } from "node:crypto";
import { z } from "zod";
import { UnprocessableError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { book, lockAccounts, MAX_ENTRY_MINOR } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import { walletOn } from "../wallet/wallet-on";
import { POINTS } from "./earn-reward";
import { rewardRate, rewardUser } from "./reward-on";

/** Whole points: a number or a string of digits; zero, negative, fractional, huge or anything else is refused. */
const Input = z.object({
  reward: z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,13}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: "reward_points_invalid" })
      .int({ error: "reward_points_invalid" })
      .min(1, { error: "reward_points_invalid" })
      .max(MAX_ENTRY_MINOR, { error: "reward_points_invalid" }),
  ),
});

/** The money (base cents) `points` are worth at `rate` points per 1.00; a fraction of a cent is not paid. */
export function pointsToCents(points: number, rate: number): number {
  return rate > 0 ? Math.floor((points * 100) / rate) : 0;
}

/**
 * `POST user/convert-reward {reward}`: turn whole points into wallet money at
 * `reward_convert_rate` (points per 1.00; the client's `amount` is ignored: the server
 * computes it). One transaction, two bookings with keys of one conversion id: a
 * `reward_converted` debit on the points (locked first) and a credit on the wallet, both with
 * the rate. More points than held: 422 `reward_insufficient` and nothing booked; conversions at
 * once queue on the points' row lock, so only what is held is converted.
 */
export async function convertReward(ctx: Ctx, input: { viewer: Viewer; form: Record<string, unknown> }) {
  const userId = await rewardUser(ctx, input.viewer);
  const { reward: points } = parseInput(Input, { reward: input.form.reward });
  if (!(await walletOn(ctx))) throw new UnprocessableError("reward_wallet_off", "reward");
  const rate = await rewardRate(ctx);
  const cents = pointsToCents(points, rate);
  if (cents < 1) throw new UnprocessableError("reward_too_few", "reward", { points: Math.ceil(rate / 100) });
  const currencyCode = await walletCurrency(ctx);
  const id = randomUUID();
  const rateText = String(rate);
  return ctx.db
    .transaction(async (tx) => {
      await lockAccounts(tx, [
        { userId, account: "reward", currencyCode: POINTS },
        { userId, account: "wallet", currencyCode },
      ]);
      const debit = await book(tx, {
        userId,
        account: "reward",
        currencyCode: POINTS,
        kind: "reward_converted",
        amountMinor: -points,
        ref: { type: "reward", id: null },
        idempotencyKey: `reward-convert-${id}`,
        note: id,
        foreign: { amountMinor: cents, currencyCode, rate: rateText },
      });
      const credit = await book(tx, {
        userId,
        account: "wallet",
        currencyCode,
        kind: "reward_converted",
        amountMinor: cents,
        ref: { type: "reward", id: debit.entry.id },
        idempotencyKey: `reward-convert-${id}-wallet`,
        note: id,
        foreign: { amountMinor: points, currencyCode: POINTS, rate: rateText },
      });
      return { userId, points, cents, debit: debit.entry, credit: credit.entry };
    })
    .catch((err: unknown) => {
      if (err instanceof UnprocessableError && err.message === "wallet_insufficient")
        throw new UnprocessableError("reward_insufficient", "reward");
      throw err;
    });
}
