import type Stripe from "stripe";

/**
 * The Stripe Connect payout driver (decision 073): one transfer per payout to the seller's
 * connected account, grouped by the batch, with one idempotency key per payout so a retried
 * job never pays twice. Offered only when Stripe's keys are set (as the payment driver).
 */
export interface StripeTransfers {
  transfers: {
    create(params: Stripe.TransferCreateParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.Transfer, "id">>;
  };
}

export interface TransferOrder {
  payoutId: number;
  batchId: number;
  amountMinor: number;
  currencyCode: string;
  destination: string;
}

export const transferKey = (payoutId: number) => `bazaar-payout-${payoutId}`;

/** One payout's transfer: its id, or the reason Stripe gave for refusing it. */
export async function sendTransfer(
  client: StripeTransfers,
  order: TransferOrder,
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  try {
    const transfer = await client.transfers.create(
      {
        amount: order.amountMinor,
        currency: order.currencyCode.toLowerCase(),
        destination: order.destination,
        transfer_group: `payout-batch-${order.batchId}`,
        metadata: { payout_id: String(order.payoutId) },
      },
      { idempotencyKey: transferKey(order.payoutId) },
    );
    return { ok: true, id: transfer.id };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message.slice(0, 300) : "stripe_error" };
  }
}
