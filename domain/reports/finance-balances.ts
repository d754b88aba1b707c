import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { at } from "./finance-flows";
import type { ReportMonth } from "./report-period";

/**
 * What the marketplace holds for others at the end of each month (decision 075): the sum of each
 * account's entries before the month's end, so the last month's end of today is what
 * `checkBalances` and `checkBooks` see. Money held for sellers (`seller`), for affiliates (free
 * and in the return window), for shoppers (wallets, gift vouchers bought and not redeemed), in
 * the orders' clearing (paid orders not yet settled), and payouts asked for or in a batch that
 * were not paid by then (their money has left the seller's balance and not yet the bank). What
 * sellers owe (`seller_debt`) is the marketplace's asset, shown beside. Reward points are points,
 * not money (worth money only when converted at the day's rate): counted, not in the total.
 */
export const BALANCE_FIGURES = [
  "sellers",
  "payouts_due",
  "affiliates",
  "affiliates_pending",
  "wallets",
  "vouchers",
  "orders_clearing",
  "sellers_debt",
  "reward_points",
  "reward_points_pending",
] as const;
export type BalanceFigure = (typeof BALANCE_FIGURES)[number];
export type Balances = Record<BalanceFigure, number>;
/** the part of a seller's own: what is held for them, what they owe, their payouts not paid */
export type ShopBalances = Pick<Balances, "sellers" | "sellers_debt" | "payouts_due">;

/** the money the marketplace owes others at a month's end (not the debt, not the points) */
export const liabilitiesOf = (b: Balances) =>
  b.sellers + b.payouts_due + b.affiliates + b.affiliates_pending + b.wallets + b.vouchers + b.orders_clearing;

const ACCOUNT: Record<string, BalanceFigure> = {
  seller: "sellers",
  seller_debt: "sellers_debt",
  affiliate: "affiliates",
  affiliate_pending: "affiliates_pending",
  wallet: "wallets",
  voucher: "vouchers",
  platform_clearing: "orders_clearing",
  reward: "reward_points",
  reward_pending: "reward_points_pending",
};
const POINT_KINDS = ["reward", "reward_pending"];

export const noBalances = (): Balances => Object.fromEntries(BALANCE_FIGURES.map((f) => [f, 0])) as Balances;
export const noShopBalances = (): ShopBalances => ({ sellers: 0, sellers_debt: 0, payouts_due: 0 });

export interface MonthBalances {
  month: string;
  /** the marketplace's (with `shopId`: that shop's figures only, the rest 0) */
  all: Balances;
  byShop: Map<number, ShopBalances>;
}

/** The balances at the end of each of `months` (in order, consecutive), in `currency`; `shopId` keeps one shop's. */
export async function monthEndBalances(
  db: Database,
  months: ReportMonth[],
  opts: { currency: string; shopId: number | null },
): Promise<MonthBalances[]> {
  const first = months[0].start;
  const last = months[months.length - 1].end;
  const kinds = opts.shopId === null ? Object.keys(ACCOUNT) : ["seller", "seller_debt"];
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const pointList = sql.join(
    POINT_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const entries = rowsOf<{ month: string; kind: string; shop_id: number | null; total: string }>(
    await db.execute(sql`
      select case when e.created_at < ${at(first)} then '' else to_char(e.created_at at time zone 'UTC', 'YYYY-MM') end as month,
        a.kind, owner.id as shop_id, sum(e.amount_minor)::text as total
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      left join shops owner on a.kind in ('seller', 'seller_debt') and owner.owner_id = a.user_id
      where e.created_at < ${at(last)} and a.kind in (${kindList})
        and (e.currency_code = ${opts.currency} or a.kind in (${pointList}))
        and ${opts.shopId === null ? sql`true` : sql`owner.id = ${opts.shopId}`}
      group by 1, 2, 3`),
  );
  const ends = sql.join(
    months.map((m) => sql`(${m.month}, ${at(m.end)})`),
    sql`, `,
  );
  const due = rowsOf<{ month: string; shop_id: number; total: string }>(
    await db.execute(sql`
      select m.month, p.shop_id, sum(p.amount_minor)::text as total
      from (values ${ends}) as m(month, month_end)
      join seller_payouts p on p.created_at < m.month_end and (p.decided_at is null or p.decided_at >= m.month_end)
      where p.currency_code = ${opts.currency} and ${opts.shopId === null ? sql`true` : sql`p.shop_id = ${opts.shopId}`}
      group by 1, 2`),
  );
  let running = noBalances();
  const runningByShop = new Map<number, ShopBalances>();
  const shopOf = (map: Map<number, ShopBalances>, id: number) => {
    let b = map.get(id);
    if (!b) {
      b = noShopBalances();
      map.set(id, b);
    }
    return b;
  };
  const apply = (r: (typeof entries)[number]) => {
    const figure = ACCOUNT[r.kind];
    running[figure] += Number(r.total);
    if (r.shop_id !== null && (figure === "sellers" || figure === "sellers_debt"))
      shopOf(runningByShop, Number(r.shop_id))[figure] += Number(r.total);
  };
  for (const r of entries) if (r.month === "") apply(r);
  const out: MonthBalances[] = [];
  for (const m of months) {
    for (const r of entries) if (r.month === m.month) apply(r);
    const byShop = new Map<number, ShopBalances>();
    for (const [id, b] of runningByShop) byShop.set(id, { ...b, payouts_due: 0 });
    const all = { ...running, payouts_due: 0 };
    for (const r of due)
      if (r.month === m.month) {
        all.payouts_due += Number(r.total);
        shopOf(byShop, Number(r.shop_id)).payouts_due += Number(r.total);
      }
    out.push({ month: m.month, all, byShop });
    running = { ...running };
  }
  return out;
}
