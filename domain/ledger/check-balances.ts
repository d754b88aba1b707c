import { eq, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { ledgerAccounts } from "../../db/schema";
import { OWED_TO_MARKETPLACE } from "./book";
import { walletCurrencyIn } from "./wallet-account";

export interface BalanceMismatch {
  accountId: number;
  userId: number;
  kind: string;
  cached: number;
  ledger: number;
  /** the last entry's `balance_after` disagrees with the running sum, or a running sum dips below zero */
  brokenChain: boolean;
}

/**
 * Every user's account (the marketplace's own keep no cached balance: decision 071) whose cached balance is not the sum of its entries, whose entries' running
 * balance is not what each entry recorded, or that is below zero anywhere. Empty: all is well.
 */
export async function checkBalances(db: Database): Promise<BalanceMismatch[]> {
  const result = await db.execute(sql`
    with running as (
      select account_id, balance_after,
             sum(amount_minor) over (partition by account_id order by id) as running
      from ledger_entries
    ), chain as (
      select account_id, bool_or(balance_after <> running or running < 0) as broken
      from running group by account_id
    ), sums as (
      select account_id, sum(amount_minor) as total from ledger_entries group by account_id
    )
    select a.id as account_id, a.user_id, a.kind, a.balance_minor as cached,
           coalesce(s.total, 0) as ledger, coalesce(c.broken, false) as broken
    from ledger_accounts a
    left join sums s on s.account_id = a.id
    left join chain c on c.account_id = a.id
    where a.user_id is not null
      and (a.balance_minor <> coalesce(s.total, 0) or a.balance_minor < 0 or coalesce(c.broken, false))
    order by a.id`);
  const rows = rowsOf<{ account_id: number; user_id: number; kind: string; cached: string; ledger: string; broken: boolean }>(result);
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    userId: Number(r.user_id),
    kind: r.kind,
    cached: Number(r.cached),
    ledger: Number(r.ledger),
    brokenChain: Boolean(r.broken),
  }));
}

/** Set every cached balance that disagrees to the sum of its entries; answers what it found. */
export async function rebuildBalances(db: Database): Promise<BalanceMismatch[]> {
  const found = await checkBalances(db);
  for (const m of found) {
    if (m.cached !== m.ledger)
      await db.update(ledgerAccounts).set({ balanceMinor: m.ledger, updatedAt: new Date() }).where(eq(ledgerAccounts.id, m.accountId));
  }
  return found;
}

export interface BooksCheck {
  /** per currency: the sum of every entry, which double entry keeps at 0 */
  unbalanced: { currencyCode: string; sum: number }[];
  /** entries whose counter-entry is missing or different (`key#contra`, or `key#from` beside `key#to`) */
  unpaired: string[];
  /** per currency: what the orders' clearing holds, and what the paid, unsettled orders from outside and wallets say it should */
  clearing: { currencyCode: string; held: number; expected: number }[];
}

/**
 * The marketplace's books (decision 071): every movement has equal debits and credits (the
 * entries of each currency add up to 0, and each entry's counter-entry is there), and the
 * orders' clearing holds exactly the money of the orders that are paid (from outside or a
 * wallet, or cash a marketplace rider collected: decision 078) and neither settled nor refunded, in the shop's base currency (any other currency's
 * clearing holds nothing). What a user owes the marketplace (`seller_debt`) counts the other
 * way (`OWED_TO_MARKETPLACE`). Empty lists: all is well.
 */
export async function checkBooks(db: Database): Promise<BooksCheck> {
  const owed = sql.raw(`(${[...OWED_TO_MARKETPLACE].map((k) => `'${k}'`).join(", ")})`);
  const signed = sql`case when a.kind in ${owed} then -e.amount_minor else e.amount_minor end`;
  const unbalanced = rowsOf<{ currency_code: string; sum: string }>(
    await db.execute(sql`
      select e.currency_code, sum(${signed})::text as sum
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.currency_code having sum(${signed}) <> 0`),
  ).map((r) => ({ currencyCode: r.currency_code, sum: Number(r.sum) }));
  const unpaired = rowsOf<{ key: string }>(
    await db.execute(sql`
      select e.idempotency_key as key from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.user_id is not null
      left join ledger_entries c on c.idempotency_key = e.idempotency_key || '#contra'
      where c.id is null or c.amount_minor <> -(${signed})
      union all
      select t.idempotency_key from ledger_entries t
      left join ledger_entries f on f.idempotency_key = left(t.idempotency_key, -3) || '#from'
      where t.idempotency_key like '%#to' and (f.id is null or f.amount_minor <> -t.amount_minor)`),
  ).map((r) => r.key);
  const base = await walletCurrencyIn(db);
  const held = rowsOf<{ currency_code: string; held: string }>(
    await db.execute(sql`
      select a.currency_code, sum(e.amount_minor)::text as held from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.user_id is null and a.kind = 'platform_clearing'
      group by a.currency_code`),
  );
  const [{ expected }] = rowsOf<{ expected: string }>(
    await db.execute(sql`
      select coalesce(sum(total_cents), 0)::text as expected from orders
      where payment_status = 'paid' and settled_at is null
        and (payment_type is distinct from 'cash_on_delivery' or rider_collected_cash)`),
  );
  const clearing = held
    .map((r) => ({ currencyCode: r.currency_code, held: Number(r.held), expected: r.currency_code === base ? Number(expected) : 0 }))
    .filter((r) => r.held !== r.expected);
  if (!held.some((r) => r.currency_code === base) && Number(expected) !== 0)
    clearing.push({ currencyCode: base, held: 0, expected: Number(expected) });
  return { unbalanced, unpaired, clearing };
}
