import { eq, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { ledgerAccounts } from "../../db/schema";

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
 * Every account whose cached balance is not the sum of its entries, whose entries' running
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
    where a.balance_minor <> coalesce(s.total, 0) or a.balance_minor < 0 or coalesce(c.broken, false)
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
