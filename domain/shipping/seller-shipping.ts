import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { cities, countries, shippingProfiles, shops, states } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { amountToCents } from "../cart/pricing-rules";
import type { Ctx } from "../context";
import type { SellerShop } from "../seller/require-seller";
import { zonesForm, zonesOf } from "./profile-input";
import { ProfileInput } from "./profile-schema";

/** A zod failure as field errors with their whole path (`zones.0.methods.1.rate.amount`). */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const at = issue.path.length ? issue.path.join(".") : "form";
    out[at] = [...(out[at] ?? []), issue.message];
  }
  return out;
}

/** The places a profile names that do not exist, as field errors. */
async function unknownPlaces(db: Database, zones: { country_ids: number[]; state_ids: number[]; city_ids: number[] }[]) {
  const problems: Record<string, string[]> = {};
  const all = (k: "country_ids" | "state_ids" | "city_ids") => [...new Set(zones.flatMap((z) => z[k]))];
  const [c, s, ci] = await Promise.all([
    all("country_ids").length
      ? db
          .select({ id: countries.id })
          .from(countries)
          .where(inArray(countries.id, all("country_ids")))
      : [],
    all("state_ids").length
      ? db
          .select({ id: states.id })
          .from(states)
          .where(inArray(states.id, all("state_ids")))
      : [],
    all("city_ids").length
      ? db
          .select({ id: cities.id })
          .from(cities)
          .where(inArray(cities.id, all("city_ids")))
      : [],
  ]);
  const known = {
    country_ids: new Set(c.map((r) => r.id)),
    state_ids: new Set(s.map((r) => r.id)),
    city_ids: new Set(ci.map((r) => r.id)),
  };
  zones.forEach((z, i) => {
    for (const k of ["country_ids", "state_ids", "city_ids"] as const)
      if (z[k].some((id) => !known[k].has(id))) problems[`zones.${i}.${k}`] = ["v_place_unknown"];
  });
  return problems;
}

/** The names of the places a shop's profiles name, so the page can show them without a look-up per place. */
export async function placeNames(db: Database, zones: { country_ids: number[]; state_ids: number[]; city_ids: number[] }[]) {
  const ids = (k: "country_ids" | "state_ids" | "city_ids") => [...new Set(zones.flatMap((z) => z[k]))];
  const [c, s, ci] = await Promise.all([
    ids("country_ids").length
      ? db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(inArray(countries.id, ids("country_ids")))
      : [],
    ids("state_ids").length
      ? db
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(inArray(states.id, ids("state_ids")))
      : [],
    ids("city_ids").length
      ? db
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(inArray(cities.id, ids("city_ids")))
      : [],
  ]);
  return {
    countries: Object.fromEntries(c.map((r) => [r.id, r.name])),
    states: Object.fromEntries(s.map((r) => [r.id, r.name])),
    cities: Object.fromEntries(ci.map((r) => [r.id, r.name])),
  };
}

/** `GET seller/shipping-data`: the shop's profiles (as the form holds them), its minimum order and cash on delivery. */
export async function sellerShipping(ctx: Ctx, shop: SellerShop) {
  const rows = await ctx.db.select().from(shippingProfiles).where(eq(shippingProfiles.shopId, shop.id)).orderBy(asc(shippingProfiles.id));
  const [own] = await ctx.db
    .select({ minimum: shops.minimumOrderCents, cod: shops.cashOnDelivery })
    .from(shops)
    .where(eq(shops.id, shop.id));
  return {
    profiles: rows.map((r) => ({ id: r.id, name: r.name, is_default: r.isDefault, zones: zonesForm(r.zones) })),
    place_names: await placeNames(
      ctx.db,
      rows.flatMap((r) => r.zones),
    ),
    settings: { minimum_order: (Number(own?.minimum ?? 0) / 100).toFixed(2), cash_on_delivery: own?.cod ?? true },
  };
}

/**
 * `POST seller/shipping-profiles` (new) and `…/{id}` (the shop's own; another's is not found):
 * every problem of the form refused at once with a 422 and nothing stored (decision 076). The
 * shop's first profile is its default; one saved as default takes it from the one before.
 */
export async function saveShippingProfile(ctx: Ctx, shop: SellerShop, input: { id: number | null; fields: unknown }) {
  // another shop's profile is not found, before anything about the form is said
  if (input.id !== null) {
    const [own] = await ctx.db
      .select({ id: shippingProfiles.id })
      .from(shippingProfiles)
      .where(and(eq(shippingProfiles.id, input.id), eq(shippingProfiles.shopId, shop.id)));
    if (!own) throw new NotFoundError("shipping_profile_not_found");
  }
  const parsed = ProfileInput.safeParse(input.fields ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { zones, problems } = zonesOf(parsed.data);
  const all = { ...problems, ...(await unknownPlaces(ctx.db, zones)) };
  if (Object.keys(all).length) throw new ValidationError(all);
  return ctx.db.transaction(async (tx) => {
    // the shop's profiles change one at a time: the default moves under a lock
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for("update");
    const others = await tx
      .select({ id: shippingProfiles.id, isDefault: shippingProfiles.isDefault })
      .from(shippingProfiles)
      .where(and(eq(shippingProfiles.shopId, shop.id), input.id === null ? sql`true` : ne(shippingProfiles.id, input.id)));
    const isDefault = parsed.data.is_default || !others.some((o) => o.isDefault);
    if (isDefault && others.some((o) => o.isDefault))
      await tx.update(shippingProfiles).set({ isDefault: false }).where(eq(shippingProfiles.shopId, shop.id));
    const values = { name: parsed.data.name, isDefault, zones, updatedAt: ctx.now() };
    const [row] =
      input.id === null
        ? await tx
            .insert(shippingProfiles)
            .values({ ...values, shopId: shop.id, createdAt: ctx.now() })
            .returning({ id: shippingProfiles.id })
        : await tx
            .update(shippingProfiles)
            .set(values)
            .where(and(eq(shippingProfiles.id, input.id), eq(shippingProfiles.shopId, shop.id)))
            .returning({ id: shippingProfiles.id });
    if (!row) throw new NotFoundError("shipping_profile_not_found");
    return { id: row.id, is_default: isDefault };
  });
}

/** `POST seller/shipping-profiles/{id}/delete`: its products go by the default; a default removed passes to the oldest left. */
export async function deleteShippingProfile(ctx: Ctx, shop: SellerShop, id: number) {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for("update");
    const [gone] = await tx
      .delete(shippingProfiles)
      .where(and(eq(shippingProfiles.id, id), eq(shippingProfiles.shopId, shop.id)))
      .returning({ isDefault: shippingProfiles.isDefault });
    if (!gone) throw new NotFoundError("shipping_profile_not_found");
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: shippingProfiles.id })
        .from(shippingProfiles)
        .where(eq(shippingProfiles.shopId, shop.id))
        .orderBy(asc(shippingProfiles.id))
        .limit(1);
      if (next) await tx.update(shippingProfiles).set({ isDefault: true }).where(eq(shippingProfiles.id, next.id));
    }
    return { id };
  });
}

const SettingsInput = z.object({
  minimum_order: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v === "" || /^\d{1,9}(\.\d{1,2})?$/.test(v), "v_shipping_amount"),
  cash_on_delivery: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
});

/** `POST seller/shipping-settings` {minimum_order, cash_on_delivery}: the shop's minimum order and whether it takes cash on delivery. */
export async function saveShippingSettings(ctx: Ctx, shop: SellerShop, fields: unknown) {
  const parsed = SettingsInput.safeParse(fields ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const minimum = parsed.data.minimum_order === "" ? 0 : amountToCents(parsed.data.minimum_order);
  await ctx.db.update(shops).set({ minimumOrderCents: minimum, cashOnDelivery: parsed.data.cash_on_delivery }).where(eq(shops.id, shop.id));
  return { minimum_order: (minimum / 100).toFixed(2), cash_on_delivery: parsed.data.cash_on_delivery };
}

/** A product's profile must be one of its shop's (or none: the default). */
export async function ownProfileId(db: Database, shopId: number, raw: unknown): Promise<number | null> {
  if (raw === undefined || raw === null || raw === "") return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ValidationError({ shipping_profile_id: ["v_in"] });
  const [row] = await db
    .select({ id: shippingProfiles.id })
    .from(shippingProfiles)
    .where(and(eq(shippingProfiles.id, id), eq(shippingProfiles.shopId, shopId)));
  if (!row) throw new ValidationError({ shipping_profile_id: ["v_in"] });
  return row.id;
}
