import type { Ctx, Viewer } from "../domain/context";
import { awaitingPayment, latestUnpaidCode } from "../domain/payments/awaiting-payment";
import type { PaymentConfig } from "../domain/payments/gateways";
import { paymentOrder } from "../domain/payments/payment-order";

/**
 * The payment area of a page loader's context: the payment page (a code, else the viewer's
 * newest group still to pay), the confirmation, and the account's list of groups to pay.
 * Only the group's buyer sees a group (others: 404 as unknown).
 */
export function pagePayments(ctx: Ctx, viewer: Viewer, opts: { config: PaymentConfig; appPath: string }) {
  const view = (code: string, signedToken?: string | null) =>
    paymentOrder(ctx, {
      viewer,
      key: { code },
      config: opts.config,
      opts: { locale: viewer.locale, appPath: opts.appPath },
      signedToken: signedToken ?? undefined,
    });
  return {
    /** `/payment/{code?}`: null when there is no code and nothing is waiting for payment */
    page: async (code: string | undefined, signedToken?: string | null) => {
      const wanted = code ?? (await latestUnpaidCode(ctx, viewer));
      return wanted ? view(wanted, signedToken) : null;
    },
    /** `/order-confirmation?code=` */
    confirmation: (code: string, signedToken?: string | null) => view(code, signedToken),
    /** `/user/gateway` */
    awaiting: () => awaitingPayment(ctx, viewer, { appPath: opts.appPath }),
  };
}
