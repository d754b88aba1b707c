import type { LedgerEntryKind, PlatformAccountKind } from "../../db/schema";

/**
 * The marketplace account an entry on a user's account is balanced against, by the entry's kind
 * (decision 071); a booking may name another (`Booking.contra`). The migration that brought the
 * double entry (0029) used the same table for the entries booked before it.
 */
const CONTRA: Record<LedgerEntryKind, PlatformAccountKind> = {
  opening_balance: "platform_promotions",
  reward_earned: "platform_promotions",
  reward_converted: "platform_promotions",
  affiliate_commission: "platform_promotions",
  recharge: "platform_receipts",
  withdrawal: "platform_receipts",
  payment_received: "platform_receipts",
  payment_returned: "platform_receipts",
  cash_commission: "platform_commission",
  commission: "platform_commission",
  fee_tax: "platform_fee_tax",
  promotion_funded: "platform_promotions",
  order_payment: "platform_clearing",
  refund: "platform_clearing",
  voucher_bought: "platform_clearing",
  voucher_redeemed: "platform_clearing",
  seller_earning: "platform_clearing",
  debt_netted: "platform_clearing",
  pending_released: "platform_clearing",
  // decision 078: the rider owes the cash as if it had come in (the order's money then enters the clearing as a gateway's does), a hand-in is that money in the till, a commission the marketplace's delivery expense
  rider_cash_collected: "platform_receipts",
  rider_cash_handed_in: "platform_receipts",
  rider_commission: "platform_delivery",
  contra: "platform_clearing",
};

export const contraOf = (kind: LedgerEntryKind): PlatformAccountKind => CONTRA[kind];
