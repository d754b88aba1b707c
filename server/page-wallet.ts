import type { Ctx, Viewer } from "../domain/context";
import type { PaymentConfig } from "../domain/payments/gateways";
import { pendingRecharges } from "../domain/wallet/settle-recharge";
import { walletUser } from "../domain/wallet/wallet-on";
import { rechargeView, walletData, walletHistory } from "../domain/wallet/wallet-view";

/**
 * The wallet area of a page loader's context: `/my-wallet` (balance, the recharge form's data,
 * a page of history) and the operator's list of offline recharges to decide. With the wallet
 * off both are the 404 screen; the list is 404 for anyone but an admin.
 */
export function pageWallet(ctx: Ctx, viewer: Viewer, opts: { config: PaymentConfig; appPath: string }) {
  return {
    page: async (page: number) => {
      const userId = await walletUser(ctx, viewer);
      const [data, history] = await Promise.all([
        walletData(ctx, { userId, config: opts.config, locale: viewer.locale }),
        walletHistory(ctx, { userId, page, pageUrl: (p) => `${opts.appPath}/user/wallet-history?page=${p}` }),
      ]);
      return { data, history };
    },
    pending: async () => {
      await walletUser(ctx, viewer);
      const rows = await pendingRecharges(ctx, { userId: viewer.userId });
      return rows.map((r) => ({
        ...rechargeView(r.recharge),
        user: { email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
        receipt_url: `${opts.appPath}/user/wallet-receipt/${r.recharge.id}`,
      }));
    },
  };
}
