import { eq } from "drizzle-orm";
import { z } from "zod";
import { PAYOUT_METHODS, PAYOUT_SCHEDULES, sellerPayoutSettings } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { centsToDecimal, parseMoney } from "../../kernel/money";
import type { Ctx } from "../context";
import { countSettingIn } from "../settings/setting-in";
import { maskAccount, maskIban, normaliseBic, normaliseIban, validBic, validIban } from "./iban";
import type { SellerShop } from "./require-seller";

type SettingsRow = typeof sellerPayoutSettings.$inferSelect;

/** Which payout methods this marketplace offers: Stripe Connect only with Stripe's keys (decision 073). */
export const payoutMethods = (stripeOn: boolean) => PAYOUT_METHODS.filter((m) => m !== "stripe_connect" || stripeOn);

const Form = z.object({
  schedule: z.enum(PAYOUT_SCHEDULES, { error: "v_required" }),
  minimum: z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() || "0" : (v ?? "0")),
    z.string({ error: "v_amount_positive" }).regex(/^\d{1,10}(\.\d{1,2})?$/, { error: "v_amount_positive" }),
  ),
  method: z.enum(PAYOUT_METHODS, { error: "v_required" }),
  account_holder: field.optional(140),
  /** blank keeps the IBAN stored (the form only ever sees it masked) */
  iban: field.optional(50),
  bic: field.optional(20),
  stripe_account_id: field.optional(60),
});

/** A shop's payout settings (none stored: manual, by bank transfer); the IBAN masked. */
export async function loadPayoutSettings(ctx: Ctx, shopId: number): Promise<SettingsRow | undefined> {
  const [row] = await ctx.db.select().from(sellerPayoutSettings).where(eq(sellerPayoutSettings.shopId, shopId));
  return row;
}

function view(row: SettingsRow | undefined, stripeOn: boolean, minPayout: number) {
  return {
    schedule: row?.schedule ?? "manual",
    minimum: centsToDecimal(row?.minimumMinor ?? minPayout),
    method: row?.method ?? "bank_transfer",
    account_holder: row?.accountHolder ?? "",
    iban_masked: maskIban(row?.iban ?? ""),
    bic: row?.bic ?? "",
    stripe_account_masked: maskAccount(row?.stripeAccountId ?? ""),
    methods: payoutMethods(stripeOn),
    min_payout: centsToDecimal(minPayout),
  };
}

/** `GET seller/payout-settings`: how and when the shop is paid, the bank details masked, and the methods offered. */
export async function payoutSettings(ctx: Ctx, shop: SellerShop, opts: { stripeOn: boolean }) {
  const min = await countSettingIn(ctx.db, "seller_min_payout_cents");
  return view(await loadPayoutSettings(ctx, shop.id), opts.stripeOn, min);
}

/**
 * `POST seller/payout-settings`: the schedule, its minimum (at least the marketplace's least
 * payout), the method (Stripe Connect only when offered) and its details. An IBAN is checked by
 * its check digits (422 `v_iban` under `iban`, nothing saved); an automatic schedule needs the
 * method's details (the holder and an IBAN, or a connected account).
 */
export async function savePayoutSettings(ctx: Ctx, shop: SellerShop, fields: unknown, opts: { stripeOn: boolean }) {
  const form = parseInput(Form, fields);
  const errors: Record<string, string[]> = {};
  const min = await countSettingIn(ctx.db, "seller_min_payout_cents");
  const minimum = Number(parseMoney(form.minimum));
  if (minimum < min) errors.minimum = ["seller_payout_min"];
  if (!payoutMethods(opts.stripeOn).includes(form.method)) errors.method = ["v_required"];
  const before = await loadPayoutSettings(ctx, shop.id);
  const iban = form.iban ? normaliseIban(form.iban) : (before?.iban ?? "");
  if (form.iban && !validIban(iban)) errors.iban = ["v_iban"];
  const bic = normaliseBic(form.bic);
  if (bic && !validBic(bic)) errors.bic = ["v_bic"];
  const account = form.stripe_account_id || before?.stripeAccountId || "";
  if (form.stripe_account_id && !/^acct_[A-Za-z0-9]{6,40}$/.test(form.stripe_account_id)) errors.stripe_account_id = ["v_stripe_account"];
  if (form.schedule !== "manual" && form.method === "bank_transfer") {
    if (!form.account_holder) errors.account_holder = ["v_required"];
    if (!iban && !errors.iban) errors.iban = ["v_required"];
  }
  if (form.schedule !== "manual" && form.method === "stripe_connect" && !account && !errors.stripe_account_id)
    errors.stripe_account_id = ["v_required"];
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0][0], { amount: centsToDecimal(min) });
  const values = {
    schedule: form.schedule,
    minimumMinor: minimum,
    method: form.method,
    accountHolder: form.account_holder,
    iban,
    bic,
    stripeAccountId: account,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(sellerPayoutSettings)
    .values({ shopId: shop.id, ...values })
    .onConflictDoUpdate({ target: sellerPayoutSettings.shopId, set: values })
    .returning();
  return { settings: view(row, opts.stripeOn, min) };
}
