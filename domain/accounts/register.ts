import { z } from "zod";
import { users } from "../../db/schema";
import { RateLimitError, ValidationError } from "../../kernel/errors";
import { confirmedIfSent, field, parseInput } from "../../kernel/input";
import { requireAffiliateOn } from "../affiliate/affiliate-on";
import { openAffiliateProfile } from "../affiliate/join-program";
import type { Ctx } from "../context";
import { queueMail } from "../mail/mailer";
import { shopAwaitsVerificationMail, welcomeMail } from "../mail/templates";
import { openShop, ShopFields } from "./open-shop";
import { hashPassword } from "./passwords";

const Account = z.object({
  first_name: field.required(60),
  last_name: field.optional(60),
  email: field.email(),
  phone: field.phone(false),
  password: field.password(),
  // The reference's sign-up sends no confirmation: checked only when sent.
  password_confirmation: field.optionalConfirmation(),
});

const CustomerInput = Account.superRefine(confirmedIfSent);
const SellerInput = Account.extend(ShopFields.shape).superRefine(confirmedIfSent);

/** New accounts per client address in an hour (each costs a password hash and a mail to any address). */
export const SIGN_UP_LIMIT = { perAddress: 10, windowMs: 60 * 60_000 };

/** Kinds of account that sign up on the storefront (admins are made by admins). */
export const SIGN_UP_TYPES = ["customer", "seller", "affiliate"] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

/**
 * `POST register` (a customer, or with `user_type: affiliate-register` a member of the affiliate
 * program: role `affiliate` and a referral code, decision 030) and `POST seller-register` (a seller with an unverified shop):
 * one transaction; a taken e-mail is a validation error. Sign-ups that pass validation are
 * limited per client address (429 beyond). The caller signs the new user in.
 */
export async function register(
  ctx: Ctx,
  input: { type: SignUpType; fields: unknown; locale: string; clientAddress: string },
): Promise<{ userId: number }> {
  // an affiliate's sign-up (`user_type: affiliate-register`) exists only while the program is on
  if (input.type === "affiliate") await requireAffiliateOn(ctx);
  const data = parseInput(input.type === "seller" ? SellerInput : CustomerInput, input.fields);
  if ((await ctx.limiter.hit(`signup:addr:${input.clientAddress}`, SIGN_UP_LIMIT.windowMs)) > SIGN_UP_LIMIT.perAddress) {
    throw new RateLimitError("too_many_sign_ups", SIGN_UP_LIMIT.windowMs / 1000);
  }
  const passwordHash = await hashPassword(data.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: data.email,
        passwordHash,
        firstName: data.first_name,
        lastName: data.last_name,
        phone: data.phone || null,
        role: input.type === "affiliate" ? "affiliate" : "customer",
        lastSignInAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw new ValidationError({ email: ["v_email_taken"] });
    if (input.type === "affiliate") await openAffiliateProfile(tx, row.id);
    if (input.type === "seller") await openShop(tx, { userId: row.id, fields: data as z.infer<typeof SellerInput>, locale: input.locale });
    return row;
  });
  await queueMail(
    ctx.db,
    input.type === "seller"
      ? shopAwaitsVerificationMail(input.locale, data.email, {
          name: data.first_name,
          shop: (data as z.infer<typeof SellerInput>).shop_name,
        })
      : welcomeMail(input.locale, data.email, { name: data.first_name }),
  );
  return { userId: user.id };
}
