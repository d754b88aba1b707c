import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { ledgerAccounts, ledgerEntries, orders, refundRequests } from "../../db/schema";
import type { EarningNote } from "./order-commission";
import type { StatementMonth } from "./statement-month";

/**
 * A seller's monthly statement (issue 37 item 7, decision 074), read from the ledger alone: the
 * seller's two accounts, `seller` (what the marketplace holds for them: "earnings") and
 * `seller_debt` (what they owe it: "debt"). Opening is the sum of each account's entries before
 * the month, closing the sum up to its end; every entry of the month is a line, so opening +
 * lines = closing on each account, to the cent. A settled order's earning is one entry that the
 * statement shows in its parts, from the note settlement wrote beside it (decision 072): the
 * sale (what the buyer paid), the platform's promotion, the commission and the fee tax, which
 * add up to the entry. The net position is earnings − debt.
 */
export const STATEMENT_TYPES = ["sale", "promotion", "commission", "fee_tax", "refund", "debt", "payout", "other"] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
export type StatementAccount = "earnings" | "debt";

export interface StatementLine {
  entryId: number;
  date: Date;
  type: StatementType;
  /** the ledger entry's own kind */
  entryKind: string;
  account: StatementAccount;
  /** the order's code, or the payout's reference (BZR-PAYOUT-{id}) */
  reference: string;
  /** signed, on its account (a debt line > 0: the debt grew) */
  amountMinor: number;
}

export interface Balances {
  earnings: number;
  debt: number;
}

export interface StatementData extends StatementMonth {
  opening: Balances;
  closing: Balances;
  lines: StatementLine[];
  totals: Record<StatementType, Balances>;
}

const ACCOUNT_OF = { seller: "earnings", seller_debt: "debt" } as const;
type EntryRow = {
  id: number;
  kind: string;
  amountMinor: number;
  createdAt: Date;
  refType: string | null;
  refId: number | null;
  note: string;
  account: keyof typeof ACCOUNT_OF;
  code: string | null;
};

/** Which line of the statement an entry is: a refund's reversals are refunds whatever they reverse. */
function typeOf(e: EntryRow): StatementType {
  if (e.refType === "refund") return "refund";
  switch (e.kind) {
    case "seller_earning":
      return e.amountMinor > 0 ? "sale" : "refund";
    case "promotion_funded":
      return "promotion";
    case "commission":
      return "commission";
    case "fee_tax":
      return "fee_tax";
    case "cash_commission":
    case "debt_netted":
      return "debt";
    case "withdrawal":
      return "payout";
    default:
      return "other";
  }
}

const noteOf = (text: string): Partial<EarningNote> => {
  try {
    return JSON.parse(text || "{}") as Partial<EarningNote>;
  } catch {
    return {};
  }
};

/** One entry as the statement's lines: a settled order's earning in its parts (adding up to it), anything else as it is. */
function linesOf(e: EntryRow): StatementLine[] {
  const base = {
    entryId: e.id,
    date: e.createdAt,
    entryKind: e.kind,
    account: ACCOUNT_OF[e.account],
    reference: e.code ?? (e.refType === "payout" && e.refId !== null ? `BZR-PAYOUT-${e.refId}` : ""),
  };
  const type = typeOf(e);
  if (type !== "sale") return [{ ...base, type, amountMinor: e.amountMinor }];
  const n = noteOf(e.note);
  const commission = Number(n.commission_cents ?? 0);
  const feeTax = Number(n.fee_tax_cents ?? 0);
  const promotion = Number(n.platform_funded_cents ?? 0);
  const parts: [StatementType, number][] = [
    ["sale", e.amountMinor + commission + feeTax - promotion],
    ["promotion", promotion],
    ["commission", -commission],
    ["fee_tax", -feeTax],
  ];
  return parts.filter(([t, a]) => a !== 0 || t === "sale").map(([t, a]) => ({ ...base, type: t, amountMinor: a }));
}

const refundOrders = alias(orders, "refund_orders");

/** The seller's ledger accounts (seller, seller_debt): their ids by kind. */
async function accountsOf(db: Database, userId: number) {
  return db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ["seller", "seller_debt"])));
}

/** Each account's sum of entries before a moment. */
async function balancesBefore(db: Database, accounts: { id: number; kind: string }[], before: Date): Promise<Balances> {
  const out: Balances = { earnings: 0, debt: 0 };
  if (!accounts.length) return out;
  const rows = await db
    .select({ accountId: ledgerEntries.accountId, total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.accountId,
          accounts.map((a) => a.id),
        ),
        lt(ledgerEntries.createdAt, before),
      ),
    )
    .groupBy(ledgerEntries.accountId);
  for (const r of rows) {
    const kind = accounts.find((a) => a.id === r.accountId)?.kind as keyof typeof ACCOUNT_OF;
    out[ACCOUNT_OF[kind]] += Number(r.total);
  }
  return out;
}

/** The statement of one seller (the shop owner's user id) for one month. */
export async function statementData(db: Database, userId: number, month: StatementMonth): Promise<StatementData> {
  const accounts = await accountsOf(db, userId);
  const opening = await balancesBefore(db, accounts, month.start);
  const rows: EntryRow[] = accounts.length
    ? await db
        .select({
          id: ledgerEntries.id,
          kind: ledgerEntries.kind,
          amountMinor: ledgerEntries.amountMinor,
          createdAt: ledgerEntries.createdAt,
          refType: ledgerEntries.refType,
          refId: ledgerEntries.refId,
          note: ledgerEntries.note,
          account: ledgerAccounts.kind,
          code: sql<string | null>`coalesce(${orders.code}, ${refundOrders.code})`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .leftJoin(orders, and(eq(ledgerEntries.refType, "order"), eq(orders.id, ledgerEntries.refId)))
        .leftJoin(refundRequests, and(eq(ledgerEntries.refType, "refund"), eq(refundRequests.id, ledgerEntries.refId)))
        .leftJoin(refundOrders, eq(refundOrders.id, refundRequests.orderId))
        .where(
          and(
            inArray(
              ledgerEntries.accountId,
              accounts.map((a) => a.id),
            ),
            gte(ledgerEntries.createdAt, month.start),
            lt(ledgerEntries.createdAt, month.end),
          ),
        )
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
        .then((r) => r.map((e) => ({ ...e, account: e.account as EntryRow["account"], createdAt: new Date(e.createdAt) })))
    : [];
  const lines = rows.flatMap(linesOf);
  const totals = Object.fromEntries(STATEMENT_TYPES.map((t) => [t, { earnings: 0, debt: 0 }])) as Record<StatementType, Balances>;
  const closing = { ...opening };
  for (const l of lines) {
    totals[l.type][l.account] += l.amountMinor;
    closing[l.account] += l.amountMinor;
  }
  return { ...month, opening, closing, lines, totals };
}

export interface StatementMonthRow {
  month: string;
  opening: Balances;
  closing: Balances;
  entries: number;
}

/** Every month the seller's accounts have entries in, oldest first, each with its opening and closing balances. */
export async function statementMonths(db: Database, userId: number): Promise<StatementMonthRow[]> {
  const accounts = await accountsOf(db, userId);
  if (!accounts.length) return [];
  const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      kind: ledgerAccounts.kind,
      total: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
      count: sql<string>`count(*)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      inArray(
        ledgerEntries.accountId,
        accounts.map((a) => a.id),
      ),
    )
    .groupBy(month, ledgerAccounts.kind)
    .orderBy(month);
  const out: StatementMonthRow[] = [];
  let running: Balances = { earnings: 0, debt: 0 };
  for (const r of rows) {
    let row = out.at(-1);
    if (row?.month !== r.month) {
      row = { month: r.month, opening: { ...running }, closing: { ...running }, entries: 0 };
      out.push(row);
    }
    row.closing[ACCOUNT_OF[r.kind as keyof typeof ACCOUNT_OF]] += Number(r.total);
    row.entries += Number(r.count);
    running = { ...row.closing };
  }
  return out;
}
