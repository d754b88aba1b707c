import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { cities, countries, states } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { centsToDecimal } from "../../kernel/money";
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

const PER_PAGE = 25;
/** A place's id in a query string: digits, or nothing (every place); anything else is refused. */
const placeFilter = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  z
    .string({ error: "v_filter_invalid" })
    .trim()
    .regex(/^\d{0,10}$/, "v_filter_invalid")
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || (v >= 1 && v <= 2_147_483_647), "v_filter_invalid"),
);

/** The cities table's query (the page's URL and `GET admin/cities/list` alike): a bad value is 422, never guessed. */
export const CityListQuery = z.object({
  search: z.string({ error: "v_filter_invalid" }).trim().max(100, "v_too_long").default(""),
  country_id: placeFilter,
  state_id: placeFilter,
  cod: z.enum(["", "on", "off"], { error: "v_filter_invalid" }).default(""),
  page: z.coerce
    .number({ error: "v_page_invalid" })
    .int({ error: "v_page_invalid" })
    .min(1, "v_page_invalid")
    .max(10_000, "v_page_invalid")
    .default(1),
});
export type CityListFilters = z.infer<typeof CityListQuery>;

function whereOf(q: CityListFilters): SQL | undefined {
  const where: SQL[] = [];
  // a part of the city's name in any case (places are few: no index is needed)
  if (q.search) where.push(sql`position(lower(${q.search}) in lower(${cities.name})) > 0`);
  if (q.country_id !== null) where.push(eq(states.countryId, q.country_id));
  if (q.state_id !== null) where.push(eq(cities.stateId, q.state_id));
  if (q.cod) where.push(eq(cities.cashOnDelivery, q.cod === "on"));
  return where.length ? and(...where) : undefined;
}

/**
 * `GET admin/cities/list?search=&country_id=&state_id=&cod=on|off&page=` (operators with
 * `settings`): the cities checkout addresses are picked from, by country, state and name, 25 a
 * page, each with its state and country, its area shipping cost and whether cash on delivery is
 * offered there; with every country and the chosen country's states for the filters.
 */
export async function adminCityList(ctx: Ctx, input: { userId: number | null; query: Record<string, unknown> }) {
  await requirePermission(ctx, input.userId, "settings", "page_not_found");
  const q = parseInput(CityListQuery, input.query);
  const where = whereOf(q);
  const [rows, [{ n }], countryRows, stateRows] = await Promise.all([
    ctx.db
      .select({
        id: cities.id,
        name: cities.name,
        cost: cities.shippingCostCents,
        cod: cities.cashOnDelivery,
        stateId: states.id,
        stateName: states.name,
        countryId: countries.id,
        countryName: countries.name,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(where)
      .orderBy(asc(countries.name), asc(states.name), asc(cities.name), asc(cities.id))
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(cities).innerJoin(states, eq(states.id, cities.stateId)).where(where),
    ctx.db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name), asc(countries.id)),
    q.country_id === null
      ? []
      : ctx.db
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(eq(states.countryId, q.country_id))
          .orderBy(asc(states.name), asc(states.id)),
  ]);
  const total = Number(n);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      state: { id: r.stateId, name: r.stateName },
      country: { id: r.countryId, name: r.countryName },
      shipping_cost: centsToDecimal(r.cost),
      cash_on_delivery: r.cod,
    })),
    filters: q,
    countries: countryRows,
    states: stateRows,
    current_page: q.page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}
