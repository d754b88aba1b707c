import { NotFoundError, UnprocessableError } from "../../kernel/errors";
import { book } from "../ledger/book";
import { refundToWallet, walletCurrencyIn } from "../ledger/wallet-account";
import { type GroupRow, newPayment, type PaymentGateway } from "./gateway";
import { markGroupPaid } from "./mark-group-paid";
import { payableAmount } from "./payable";

/** What was paid in the shopper's currency, when that is not the wallet's: the amount and the group's rate. */
function foreignOf(group: GroupRow, currencyCode: string) {
  const paid = payableAmount(group);
  return paid.currencyCode === currencyCode
    ? undefined
    : { amountMinor: paid.amountMinor, currencyCode: paid.currencyCode, rate: group.exchangeRate };
}

/**
 * Paying from the wallet: settles at once, inside complete-order's group lock. The buyer's
 * wallet is debited exactly the group's total (base cents; the shopper's currency and rate are
 * kept on the entry) once per group (`pay-group-<id>`), the payment row is "succeeded" and
 * every live order becomes paid. Not enough money: 422 `wallet_insufficient` and the whole
 * transaction, payment row included, is rolled back. Refunds credit the wallet back.
 */
export const walletGateway: PaymentGateway = {
  type: "wallet",
  online: false,
  reusable: () => false,
  async start(input) {
    const { ctx, tx, group, viewer } = input;
    if (viewer.userId === null || group.userId !== viewer.userId) throw new NotFoundError("order_not_found");
    // read through the transaction, not the cache (domain/ledger/wallet-account.ts)
    const currencyCode = await walletCurrencyIn(tx);
    const payment = await newPayment(input, "wallet", { status: "succeeded" });
    await book(tx, {
      userId: viewer.userId,
      account: "wallet",
      currencyCode,
      kind: "order_payment",
      amountMinor: -group.totalCents,
      ref: { type: "order_group", id: group.id },
      idempotencyKey: `pay-group-${group.id}`,
      note: group.code,
      foreign: foreignOf(group, currencyCode),
    }).catch((err: unknown) => {
      // the form's field is the payment type: "not enough in the wallet" is said there
      if (err instanceof UnprocessableError && err.message === "wallet_insufficient")
        throw new UnprocessableError(err.message, "payment_type");
      throw err;
    });
    const paidOrders = await markGroupPaid(ctx, tx, payment, viewer.userId);
    return { payment, redirectUrl: null, paidOrders };
  },
  async refund(input) {
    const amountCents = input.amountBaseCents ?? input.amountMinor;
    const booked = await refundToWallet(input.tx, {
      group: input.group,
      amountCents,
      idempotencyKey: `wallet-${input.idempotencyKey}`,
      ref: input.ref ?? { type: "order", id: input.group.id },
      note: input.idempotencyKey,
    });
    return { payout: "wallet", providerRef: `ledger-${booked.entry.id}` };
  },
};
