import { manualRefund, newPayment, type PaymentGateway } from "./gateway";

/**
 * Cash on delivery: nothing is charged now. The orders stay unpaid and carry the payment
 * type; an open "collect on delivery" payment records the choice (a repeat answers it again).
 * A refund is recorded for an operator to pay out (the cash never passed through a provider).
 */
export const cashOnDelivery: PaymentGateway = {
  type: "cash_on_delivery",
  online: false,
  reusable: () => true,
  async start(input) {
    if (input.open) return { payment: input.open, redirectUrl: null };
    return { payment: await newPayment(input, "cash_on_delivery", { details: { collect_on_delivery: true } }), redirectUrl: null };
  },
  refund: manualRefund,
};
