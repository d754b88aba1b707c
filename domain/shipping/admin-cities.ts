import { eq } from "drizzle-orm";
import { cities } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { PLACES_PREFIX } from "../orders/city-shipping";

const flag = (v: unknown) =>
  v === true || v === 1 || v === "1" || v === "true" ? true : v === false || v === 0 || v === "0" || v === "false" ? false : null;

/**
 * `POST admin/cities/{id}/cash-on-delivery` {cash_on_delivery} (operators with `settings`):
 * whether cash on delivery is offered to addresses in the city (decision 076). Audited; the
 * places' cache is dropped so checkouts see it at once.
 */
export async function cityCashOnDelivery(
  ctx: Ctx,
  input: { userId: number | null; cityId: number | null; fields: Record<string, unknown> },
) {
  const op = await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const on = flag(input.fields.cash_on_delivery);
  if (on === null) throw new ValidationError({ cash_on_delivery: ["v_in"] });
  const done = await ctx.db.transaction(async (tx) => {
    const [before] = input.cityId === null ? [] : await tx.select().from(cities).where(eq(cities.id, input.cityId)).for("update");
    if (!before) throw new NotFoundError("city_not_found");
    if (before.cashOnDelivery === on) return { id: before.id, cash_on_delivery: on };
    await tx.update(cities).set({ cashOnDelivery: on }).where(eq(cities.id, before.id));
    await recordAudit(
      tx,
      op,
      {
        action: "city.cash_on_delivery",
        target: { type: "city", id: before.id },
        before: { cash_on_delivery: before.cashOnDelivery },
        after: { cash_on_delivery: on },
      },
      ctx.now(),
    );
    return { id: before.id, cash_on_delivery: on };
  });
  ctx.cache.invalidate(PLACES_PREFIX);
  return done;
}
