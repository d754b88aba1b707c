import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import type { Ctx } from "../context";

/**
 * `GET admin/seller-balances` (operators with `approvals`; decision 071): every shop's money as
 * the ledger has it: what the marketplace holds for the seller (earnings), what waits in payout
 * requests, what the seller owes (the commission on cash they collected, refunds beyond their
 * balance), and the cash they collected for settled cash-on-delivery orders. Largest debt first;
 * shops with nothing at all are left out.
 */
export async function sellerBalances(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requirePermission(ctx, input.userId, "approvals", "seller_payout_not_found");
  const rows = rowsOf<{
    id: number;
    slug: string;
    name: Record<string, string>;
    earnings: string;
    debt: string;
    held: string;
    cash: string;
  }>(
    await ctx.db.execute(sql`
      select s.id, s.slug, s.name,
        coalesce((select balance_minor from ledger_accounts a where a.user_id = s.owner_id and a.kind = 'seller'), 0)::text as earnings,
        coalesce((select balance_minor from ledger_accounts a where a.user_id = s.owner_id and a.kind = 'seller_debt'), 0)::text as debt,
        coalesce((select sum(amount_minor) from seller_payouts p where p.shop_id = s.id and p.status = 'pending'), 0)::text as held,
        coalesce((select sum(total_cents) from orders o
          where o.shop_id = s.id and o.payment_type = 'cash_on_delivery' and not o.rider_collected_cash and o.settled_at is not null and o.payment_status = 'paid'), 0)::text as cash
      from shops s
      order by s.id`),
  );
  return rows
    .map((r) => ({
      shop: { id: Number(r.id), slug: r.slug, name: localize(r.name, input.locale) },
      earnings_minor: Number(r.earnings),
      debt_minor: Number(r.debt),
      held_minor: Number(r.held),
      cash_minor: Number(r.cash),
    }))
    .filter((r) => r.earnings_minor || r.debt_minor || r.held_minor || r.cash_minor)
    .sort((a, b) => b.debt_minor - a.debt_minor || b.earnings_minor - a.earnings_minor || a.shop.id - b.shop.id)
    .map((r) => ({
      shop: r.shop,
      earnings: centsToDecimal(r.earnings_minor),
      pending_payouts: centsToDecimal(r.held_minor),
      debt: centsToDecimal(r.debt_minor),
      cash_collected: centsToDecimal(r.cash_minor),
    }));
}
