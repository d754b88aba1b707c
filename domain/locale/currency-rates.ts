import { asc, eq } from "drizzle-orm";
import { currencies } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { loadSettings } from "../settings/load-settings";
import { RateInput } from "./rate-input";
import { currencyView } from "./reference";

/** Every currency (on or off) with its rate, and which one is the default (operators with `settings`). */
export async function currencyRates(ctx: Ctx, input: { userId: number | null }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const rows = await ctx.db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id));
  const base = String((await loadSettings(ctx)).default_currency).toUpperCase();
  return { default_currency: base, currencies: rows.map((c) => ({ ...currencyView(c), is_active: c.isActive })) };
}

/**
 * `POST admin/currencies/:code/rate`: an operator with `settings` sets one currency's rate,
 * exactly as typed, audited with before and after; the cached currencies (page data, prices) and
 * filters are dropped so the storefront converts with it at once. The default currency's rate is
 * 1 by definition (prices are kept in its cents) and cannot be changed (422). The same rate again
 * writes nothing (`repeated`).
 */
export async function setCurrencyRate(ctx: Ctx, input: { userId: number | null; code: string; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const [row] = await ctx.db.select().from(currencies).where(eq(currencies.code, input.code.toUpperCase()));
  if (!row) throw new NotFoundError();
  const parsed = RateInput.safeParse(input.fields);
  if (!parsed.success) throw new ValidationError({ exchange_rate: ["v_setting_invalid"] });
  if (row.code === String((await loadSettings(ctx)).default_currency).toUpperCase())
    throw new ValidationError({ exchange_rate: ["currency_default_rate_fixed"] });
  const before = currencyView(row).exchange_rate;
  const after = currencyView({ ...row, exchangeRate: parsed.data.exchange_rate }).exchange_rate;
  if (before === after) return { currency: currencyView(row), repeated: true };
  const updated = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx.update(currencies).set({ exchangeRate: after }).where(eq(currencies.id, row.id)).returning();
    await recordAudit(
      tx,
      op,
      {
        action: "currency.rate",
        target: { type: "currency", id: row.code },
        before: { exchange_rate: before },
        after: { exchange_rate: after },
      },
      ctx.now(),
    );
    return saved;
  });
  ctx.cache.invalidate("currencies");
  ctx.cache.invalidate("filters:");
  return { currency: currencyView(updated), repeated: false };
}
