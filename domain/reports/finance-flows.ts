import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";

/**
 * What moved in each month, per shop (decision 075), summed in the database to the cent. Every
 * money figure but two is read from ledger entries of the shop's base currency, each attributed
 * to a shop by its seller's own accounts (`seller`, `seller_debt`) or by what it points at (an
 * order, or a refund request's order):
 * - `sales`: what buyers paid for orders settled through the marketplace (gateway, bank, wallet):
 *   the seller's earning entry + the commission and fee tax its note says were taken − the
 *   platform's promotion it includes: the "sale" of the seller's statement (decision 074);
 * - `promotion`, `commission`, `fee_tax`: what settlement booked on `platform_promotions` (the
 *   discounts the platform funds), `platform_commission` and `platform_fee_tax` (cash on delivery
 *   included), and their `_refunded` parts: what refunds took back;
 * - `refunds`: money that went back to buyers through the marketplace (to cards, to wallets);
 * - `cod_owed`: commission and fee tax on cash sellers collected, become their debt; `cod_netted`:
 *   debt paid out of their earnings; `payouts_requested`: taken off sellers' balances for
 *   payouts, less what rejected or failed payouts booked back.
 * Two are not money of the marketplace and come from the orders: `cash_sales` (settled
 * cash-on-delivery orders' totals, by `settled_at`) and `cash_refunds` (accepted refunds of such
 * orders, by `decided_at`); `payouts_paid` sums payouts marked paid (by `decided_at`).
 * `orders_settled` counts the settled orders: those through the marketplace by their earning
 * entry (in the month `sales` has them), those in cash by `settled_at`.
 */
export const FLOW_FIGURES = [
  "sales",
  "cash_sales",
  "orders_settled",
  "promotion",
  "promotion_refunded",
  "commission",
  "commission_refunded",
  "fee_tax",
  "fee_tax_refunded",
  "refunds",
  "cash_refunds",
  "cod_owed",
  "cod_netted",
  "payouts_requested",
  "payouts_paid",
] as const;
export type FlowFigure = (typeof FLOW_FIGURES)[number];
export type Flows = Record<FlowFigure, number>;

export interface FlowRow {
  month: string;
  /** null: a movement of no shop */
  shopId: number | null;
  flows: Flows;
}

export const noFlows = (): Flows => Object.fromEntries(FLOW_FIGURES.map((f) => [f, 0])) as Flows;

/** a moment as a query parameter (an ISO text cast in SQL: every driver sends it the same) */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
const note = (key: string) => sql`coalesce((e.note::jsonb ->> ${key})::bigint, 0)`;
/** an entry on a platform account of a kind, or a user booking's counter-entry on it (kind `contra`, its note the booking's kind) */
const bookedAs = (kind: string) => sql`(e.kind = ${kind} or (e.kind = 'contra' and e.note = ${kind}))`;
const sumWhen = (when: SQL, value: SQL = sql`e.amount_minor`) => sql`coalesce(sum(case when ${when} then ${value} else 0 end), 0)::text`;

/** The ledger's part: one row per month and shop. */
async function ledgerFlows(db: Database, opts: { start: Date; end: Date; currency: string; shopId: number | null }) {
  const onSeller = sql`e.account_kind = 'seller'`;
  const onDebt = sql`e.account_kind = 'seller_debt'`;
  const ordered = sql`e.ref_type = 'order'`;
  const refunded = sql`e.ref_type = 'refund'`;
  const on = (kind: string) => sql`e.user_id is null and e.account_kind = ${kind}`;
  const sale = sql`e.kind = 'seller_earning' and e.amount_minor > 0 and e.ref_type is distinct from 'refund' and e.note like '{%'`;
  return rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      with moved as (
        select e.*, a.kind as account_kind, a.user_id,
          coalesce(owner.id, o.shop_id, ro.shop_id) as shop_id
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        left join shops owner on a.kind in ('seller', 'seller_debt') and owner.owner_id = a.user_id
        left join orders o on e.ref_type = 'order' and o.id = e.ref_id
        left join refund_requests rr on e.ref_type = 'refund' and rr.id = e.ref_id
        left join orders ro on ro.id = rr.order_id
        where e.created_at >= ${at(opts.start)} and e.created_at < ${at(opts.end)} and e.currency_code = ${opts.currency}
      )
      select ${monthOf(sql`e.created_at`)} as month, e.shop_id,
        ${sumWhen(sql`${onSeller} and ${sale}`, sql`e.amount_minor + ${note("commission_cents")} + ${note("fee_tax_cents")} - ${note("platform_funded_cents")}`)} as sales,
        ${sumWhen(sql`${onSeller} and ${sale}`, sql`1`)} as orders_settled,
        ${sumWhen(sql`${on("platform_promotions")} and ${bookedAs("promotion_funded")} and ${ordered}`, sql`-e.amount_minor`)} as promotion,
        ${sumWhen(sql`${on("platform_promotions")} and ${bookedAs("promotion_funded")} and ${refunded}`)} as promotion_refunded,
        ${sumWhen(sql`${on("platform_commission")} and ${ordered}`)} as commission,
        ${sumWhen(sql`${on("platform_commission")} and ${refunded}`, sql`-e.amount_minor`)} as commission_refunded,
        ${sumWhen(sql`${on("platform_fee_tax")} and ${ordered}`)} as fee_tax,
        ${sumWhen(sql`${on("platform_fee_tax")} and ${refunded}`, sql`-e.amount_minor`)} as fee_tax_refunded,
        ${sumWhen(sql`${on("platform_clearing")} and ${refunded} and (e.kind = 'payment_returned' or (e.kind = 'contra' and e.note = 'refund'))`, sql`-e.amount_minor`)} as refunds,
        ${sumWhen(sql`${onDebt} and e.kind in ('cash_commission', 'fee_tax') and ${ordered}`)} as cod_owed,
        ${sumWhen(sql`${onDebt} and e.kind = 'debt_netted'`, sql`-e.amount_minor`)} as cod_netted,
        ${sumWhen(sql`${onSeller} and e.kind = 'withdrawal'`, sql`-e.amount_minor`)} as payouts_requested
      from moved e
      where ${opts.shopId === null ? sql`true` : sql`e.shop_id = ${opts.shopId}`}
      group by 1, 2`),
  );
}

/** The orders' and payouts' part: cash sales, settled orders, cash refunds, payouts paid; one row per month and shop. */
async function otherFlows(db: Database, opts: { start: Date; end: Date; currency: string; shopId: number | null }) {
  const shop = (column: SQL) => (opts.shopId === null ? sql`true` : sql`${column} = ${opts.shopId}`);
  const within = (column: SQL) => sql`${column} >= ${at(opts.start)} and ${column} < ${at(opts.end)}`;
  return rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      select month, shop_id, sum(cash_sales)::text as cash_sales, sum(orders_settled)::text as orders_settled,
        sum(cash_refunds)::text as cash_refunds, sum(payouts_paid)::text as payouts_paid
      from (
        select ${monthOf(sql`o.settled_at`)} as month, o.shop_id,
          sum(o.total_cents) as cash_sales,
          count(*) as orders_settled, 0 as cash_refunds, 0 as payouts_paid
        from orders o
        where o.payment_type = 'cash_on_delivery' and ${within(sql`o.settled_at`)} and ${shop(sql`o.shop_id`)}
        group by 1, 2
        union all
        select ${monthOf(sql`rr.decided_at`)}, o.shop_id, 0, 0, sum(o.total_cents), 0
        from refund_requests rr join orders o on o.id = rr.order_id
        where rr.status = 'accepted' and o.payment_type = 'cash_on_delivery' and ${within(sql`rr.decided_at`)} and ${shop(sql`o.shop_id`)}
        group by 1, 2
        union all
        select ${monthOf(sql`p.decided_at`)}, p.shop_id, 0, 0, 0, sum(p.amount_minor)
        from seller_payouts p
        where p.status = 'paid' and p.currency_code = ${opts.currency} and ${within(sql`p.decided_at`)} and ${shop(sql`p.shop_id`)}
        group by 1, 2
      ) parts
      group by 1, 2`),
  );
}

/** Every month's and shop's movements in [start, end), in `currency` (the base currency); `shopId` keeps one shop's. */
export async function monthlyFlows(
  db: Database,
  opts: { start: Date; end: Date; currency: string; shopId: number | null },
): Promise<FlowRow[]> {
  const [ledger, other] = await Promise.all([ledgerFlows(db, opts), otherFlows(db, opts)]);
  const rows = new Map<string, FlowRow>();
  for (const r of [...ledger, ...other]) {
    const shopId = r.shop_id === null || r.shop_id === undefined ? null : Number(r.shop_id);
    const key = `${r.month}:${shopId}`;
    let row = rows.get(key);
    if (!row) {
      row = { month: String(r.month), shopId, flows: noFlows() };
      rows.set(key, row);
    }
    for (const f of FLOW_FIGURES) if (r[f] !== undefined && r[f] !== null) row.flows[f] += Number(r[f]);
  }
  return [...rows.values()];
}

/** Sums of flows. */
export function addFlows(into: Flows, more: Flows): Flows {
  for (const f of FLOW_FIGURES) into[f] += more[f];
  return into;
}
