import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import type { walletRecharges } from "../../db/schema";
import { centsToDecimal } from "../../kernel/money";
import type { Ctx } from "../context";
import { balanceOf } from "../ledger/book";
import { walletCurrency } from "../ledger/wallet-account";
import { gatewaysOn, type PaymentConfig } from "../payments/gateways";
import { offlineMethods } from "../payments/offline-method";
import { loadSettings } from "../settings/load-settings";

export const HISTORY_PER_PAGE = 15;
export type RechargeRow = typeof walletRecharges.$inferSelect;

/** The reference's `source` of a wallet row, by our entry kind. */
const SOURCE: Record<string, string> = {
  opening_balance: "opening_balance",
  recharge: "wallet_recharge",
  refund: "refunded_to_wallet",
  order_payment: "order_payment",
};

/** A recharge as the client reads it (the reference's wallets row): amount as a decimal string. */
export function rechargeView(r: RechargeRow) {
  return {
    id: r.id,
    user_id: r.userId,
    order_id: null,
    amount: centsToDecimal(r.amountMinor),
    currency: r.currencyCode,
    source: "wallet_recharge",
    type: "income",
    payment_method: r.paymentType,
    status: r.status,
    transaction_id: r.transactionId,
    has_receipt: r.receipt !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The recharge ways on offer now: the sandbox (when it runs), Stripe (when configured) and the offline method (on, with bank details). */
export async function rechargeTypes(ctx: Ctx, config: PaymentConfig, locale: string) {
  const settings = await loadSettings(ctx);
  const offline = offlineMethods(settings, locale);
  const on = gatewaysOn(config, settings);
  return {
    offline,
    types: [
      ...(on.sandbox ? [{ type: "sandbox" as const, online: true }] : []),
      ...(on.stripe ? [{ type: "stripe" as const, online: true }] : []),
      ...(offline.length ? [{ type: "offline_method" as const, online: false }] : []),
    ],
  };
}

/**
 * `GET user/wallet-data`: the reference's keys (`indian_currency`, `offline_methods`,
 * `jazz_data`, `jazz_url`, `xof`; the gateways they name do not exist here) and ours: the
 * balance, the wallet's currency, the recharge ways and the least and most one recharge may be.
 */
export async function walletData(ctx: Ctx, input: { userId: number; config: PaymentConfig; locale: string }) {
  const settings = await loadSettings(ctx);
  const { offline, types } = await rechargeTypes(ctx, input.config, input.locale);
  const { balanceMinor } = await balanceOf(ctx.db, input.userId, "wallet");
  return {
    indian_currency: null,
    offline_methods: offline,
    jazz_data: null,
    jazz_url: null,
    xof: null,
    balance: centsToDecimal(balanceMinor),
    currency: await walletCurrency(ctx),
    payment_types: types,
    min_recharge: centsToDecimal(Number(settings.wallet_min_recharge_cents)),
    max_recharge: centsToDecimal(Number(settings.wallet_max_recharge_cents)),
  };
}

type HistoryRow = {
  row_type: "entry" | "recharge";
  id: number;
  kind: string;
  amount_minor: string;
  balance_after: string | null;
  ref_type: string | null;
  ref_id: number | null;
  note: string;
  created_at: string | Date;
  payment_type: string | null;
  status: string | null;
  transaction_id: string | null;
};

/**
 * `GET user/wallet-history?page=`: `{recharges, balance}`. `recharges` is a paginator (15 a page,
 * newest first) of the wallet's rows as the reference keeps them: every ledger entry (booked,
 * "approved"; `type` income or expense, `balance_after`) and every recharge not booked
 * (pending, rejected, failed, cancelled). `balance` is the ledger's.
 */
export async function walletHistory(ctx: Ctx, input: { userId: number; page: number; pageUrl?: (page: number) => string }) {
  const page = Math.max(1, Math.min(input.page, 10_000));
  const rows = sql`
    select 'entry' as row_type, e.id, e.kind, e.amount_minor, e.balance_after, e.ref_type, e.ref_id, e.note, e.created_at,
           r.payment_type, 'approved' as status, r.transaction_id
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    left join wallet_recharges r on e.ref_type = 'recharge' and r.id = e.ref_id
    where a.user_id = ${input.userId} and a.kind = 'wallet'
    union all
    select 'recharge', r.id, 'recharge', r.amount_minor, null, 'recharge', r.id, '', r.created_at,
           r.payment_type, r.status, r.transaction_id
    from wallet_recharges r
    where r.user_id = ${input.userId} and r.status not in ('paid', 'approved')`;
  const [list, count, balance] = await Promise.all([
    ctx.db.execute(
      sql`${rows} order by created_at desc, row_type, id desc limit ${HISTORY_PER_PAGE} offset ${(page - 1) * HISTORY_PER_PAGE}`,
    ),
    ctx.db.execute(sql`select count(*)::int as n from (${rows}) h`),
    balanceOf(ctx.db, input.userId, "wallet"),
  ]);
  const total = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / HISTORY_PER_PAGE));
  const data = rowsOf<HistoryRow>(list).map((r) => {
    const minor = Number(r.amount_minor);
    return {
      id: Number(r.id),
      row_type: r.row_type,
      kind: r.kind,
      source: SOURCE[r.kind] ?? r.kind,
      type: minor < 0 ? "expense" : "income",
      amount: centsToDecimal(Math.abs(minor)),
      balance_after: r.balance_after === null ? null : centsToDecimal(Number(r.balance_after)),
      reference_type: r.ref_type,
      reference_id: r.ref_id === null ? null : Number(r.ref_id),
      note: r.note,
      payment_method: r.payment_type,
      status: r.status,
      transaction_id: r.transaction_id,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
  return {
    recharges: {
      data,
      total,
      per_page: HISTORY_PER_PAGE,
      current_page: page,
      last_page: last,
      next_page_url: page < last && input.pageUrl ? input.pageUrl(page + 1) : null,
    },
    balance: centsToDecimal(balance.balanceMinor),
  };
}

export type WalletHistory = Awaited<ReturnType<typeof walletHistory>>;
export type WalletData = Awaited<ReturnType<typeof walletData>>;
