import { eq } from "drizzle-orm";
import { payments } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import type { Settings } from "../settings/defaults";
import { manualRefund, newPayment, type PaymentGateway } from "./gateway";

/** The one offline method the shop has: a bank transfer to the account in `offline_bank_details`. */
export const BANK_TRANSFER_ID = 1;

export function offlineMethods(settings: Settings, locale: string) {
  if (!settings.offline_payment) return [];
  const details = localize(settings.offline_bank_details, locale);
  return details ? [{ id: BANK_TRANSFER_ID, type: "bank_transfer", instructions: details }] : [];
}

/**
 * Offline payment: the shopper transfers the money and uploads the receipt. The payment then
 * awaits an admin's approval (`approvePayment`); the orders stay unpaid until then. A repeat
 * answers the same payment (a new receipt replaces the old one).
 */
export const offlineMethod: PaymentGateway = {
  type: "offline_method",
  online: false,
  reusable: () => true,
  async start(input) {
    if (input.methodId !== undefined && input.methodId !== BANK_TRANSFER_ID) throw new ValidationError({ id: ["pay_method_unknown"] });
    if (input.open) {
      if (!input.receipt) return { payment: input.open, redirectUrl: null };
      const [updated] = await input.tx
        .update(payments)
        .set({ receipt: input.receipt, status: "awaiting_approval", updatedAt: input.ctx.now() })
        .where(eq(payments.id, input.open.id))
        .returning();
      return { payment: updated, redirectUrl: null };
    }
    if (!input.receipt) throw new ValidationError({ file: ["pay_receipt_required"] });
    const payment = await newPayment(input, "offline_method", {
      status: "awaiting_approval",
      receipt: input.receipt,
      details: { method_id: BANK_TRANSFER_ID },
    });
    return { payment, redirectUrl: null };
  },
  /** the transfer back is made by an operator from the shop's account */
  refund: manualRefund,
};
