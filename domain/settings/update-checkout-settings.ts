import { z } from "zod";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { ValidationError } from "../../kernel/errors";
import { loadSettings } from "./load-settings";
import { saveSetting } from "./save-setting";

const flag = z.union([z.literal(0), z.literal(1)]);
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);

/** The checkout settings an operator may change, each with its type (anything else is refused). */
export const CheckoutSettings = z
  .object({
    disable_guest: flag,
    coupon_system: flag,
    shipping_fee_type: z.enum(["flat_rate", "product_base", "area_base", "invoice_base"]),
    shipping_fee_flat_rate_cents: z.number().int().min(0).max(100_000_000),
    invoice_based_shipping_fee: z
      .array(
        z.object({
          min_amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
          max_amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
          fee: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
        }),
      )
      .max(20),
    vat_and_tax_type: z.enum(["order_base", "product_base"]),
    order_wise_tax_percentage: percent,
    order_prefix: z.string().regex(/^[A-Z0-9]{1,6}$/),
  })
  .partial()
  .strict();

/**
 * `POST admin/settings`: an admin changes checkout settings (guest checkout, shipping and tax
 * rules, coupons), recorded in the audit log. Operators need `settings`; anyone else gets the same 404 as a missing page; bad values are 422 and
 * change nothing.
 */
export async function updateCheckoutSettings(ctx: Ctx, input: { userId: number | null; fields: unknown }) {
  const op = await requirePermission(ctx, input.userId, "settings", "Not found");
  const parsed = CheckoutSettings.safeParse(input.fields);
  if (!parsed.success)
    throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "settings"), ["v_setting_invalid"]])));
  const keys = Object.keys(parsed.data);
  if (!keys.length) return parsed.data;
  // the values in force before (a stored one, else the default), as the audit log shows them
  const current = (await loadSettings(ctx)) as Record<string, unknown>;
  const before = Object.fromEntries(keys.map((k) => [k, current[k] ?? null]));
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(parsed.data)) await saveSetting({ ...ctx, db: tx }, { key, value });
    await recordAudit(tx, op, { action: "settings.update", target: { type: "settings" }, before, after: parsed.data }, ctx.now());
  });
  ctx.cache.invalidate("settings");
  return parsed.data;
}
