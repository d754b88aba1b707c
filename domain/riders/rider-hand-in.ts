import { eq } from "drizzle-orm";
import { z } from "zod";
import { riderHandIns, riders } from "../../db/schema";
import { ConflictError, NotFoundError, UnprocessableError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { lockAccount } from "../ledger/book";
import { walletCurrencyIn } from "../ledger/wallet-account";
import { bookHandIn } from "./rider-books";

const Input = z.object({
  amount: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ error: "v_required" })
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, "v_amount"),
  ),
  /** one per hand-in, made by the form: the same key again is the same hand-in */
  hand_in_key: z
    .string({ error: "v_required" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, "v_required"),
  note: field.optional(200).default(""),
});

/**
 * `POST admin/riders/{id}/hand-ins {amount, hand_in_key, note?}` (decision 078): the operator confirms cash
 * a rider handed in. The amount moves off the rider's cash account exactly (`rider_cash_handed_in`
 * against `platform_receipts`), once per key: the same key again answers the first hand-in
 * (`repeated`), the same key for another amount or rider is 409. More than the rider holds, or
 * nothing, is 422 on `amount` and changes nothing. Audited `rider.hand_in`.
 */
export async function confirmHandIn(ctx: Ctx, input: { userId: number | null; riderId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "orders", "rider_not_found");
  if (input.riderId === null) throw new NotFoundError("rider_not_found");
  const data = parseInput(Input, input.fields);
  const amountMinor = Number(parseMoney(data.amount));
  if (amountMinor <= 0) throw new UnprocessableError("v_amount", "amount");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [rider] = await tx
      .select()
      .from(riders)
      .where(eq(riders.id, input.riderId as number));
    if (!rider) throw new NotFoundError("rider_not_found");
    const currencyCode = await walletCurrencyIn(tx);
    // the rider's cash account locked first: two hand-ins of one rider queue here
    const account = await lockAccount(tx, { userId: rider.userId, account: "rider_cash", currencyCode });
    const [earlier] = await tx.select().from(riderHandIns).where(eq(riderHandIns.idempotencyKey, data.hand_in_key));
    if (earlier) {
      if (earlier.riderId !== rider.id || earlier.amountMinor !== amountMinor) throw new ConflictError("rider_hand_in_key_reused");
      return {
        hand_in: { id: earlier.id, amount: centsToDecimal(earlier.amountMinor) },
        cash_held: centsToDecimal(account.balanceMinor),
        repeated: true,
      };
    }
    if (amountMinor > account.balanceMinor)
      throw new UnprocessableError("rider_hand_in_too_much", "amount", { held: centsToDecimal(account.balanceMinor) });
    const [row] = await tx
      .insert(riderHandIns)
      .values({
        riderId: rider.id,
        amountMinor,
        currencyCode,
        idempotencyKey: data.hand_in_key,
        note: data.note,
        confirmedBy: op.id,
        createdAt: now,
      })
      .returning();
    const booked = await bookHandIn(tx, {
      riderUserId: rider.userId,
      handInId: row.id,
      key: data.hand_in_key,
      amountMinor,
      currencyCode,
      note: data.note,
    });
    await recordAudit(
      tx,
      op,
      {
        action: "rider.hand_in",
        target: { type: "rider", id: rider.id },
        before: { cash_held: account.balanceMinor },
        after: { cash_held: booked.account.balanceMinor, amount: amountMinor },
      },
      now,
    );
    return {
      hand_in: { id: row.id, amount: centsToDecimal(amountMinor) },
      cash_held: centsToDecimal(booked.account.balanceMinor),
      repeated: false,
    };
  });
}
