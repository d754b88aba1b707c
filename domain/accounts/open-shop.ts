import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { field } from "../../kernel/input";
import { notifyUser } from "../notifications/notify";
import { SLUG_PATTERN, slugFromName } from "./shop-slug";

/**
 * What a seller tells about the shop: name, address in the URL, phone and address. Phone and
 * address may wait (the reference asks for them later, in the seller centre): left out, they
 * are stored as null.
 */
export const ShopFields = z.object({
  shop_name: field.required(80),
  slug: field
    .optional(60)
    .transform((s) => s.toLowerCase())
    .refine((s) => s === "" || SLUG_PATTERN.test(s), "v_slug"),
  shop_phone: field.phone(false),
  shop_address: field.optional(255),
});

export type ShopFieldsInput = z.infer<typeof ShopFields>;

/**
 * Open an unverified shop for `userId` (inside the caller's transaction) and make the user a
 * seller. The shop stays hidden until an admin verifies it; the owner is told so.
 */
export async function openShop(tx: Database, input: { userId: number; fields: ShopFieldsInput; locale: string }) {
  // Without a slug from the seller: one from the shop's name (Latin letters and digits), else "shop".
  const wanted = input.fields.slug || slugFromName(input.fields.shop_name) || "shop";
  let slug = wanted;
  const [taken] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug)).limit(1);
  if (taken) {
    if (input.fields.slug) throw new ValidationError({ slug: ["v_slug_taken"] });
    slug = `${wanted}-${input.userId}`;
  }
  const [shop] = await tx
    .insert(shops)
    .values({
      ownerId: input.userId,
      slug,
      name: { [input.locale]: input.fields.shop_name },
      phone: input.fields.shop_phone || null,
      address: input.fields.shop_address || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!shop) throw new ValidationError({ slug: ["v_slug_taken"] });
  await tx.update(users).set({ role: "seller" }).where(eq(users.id, input.userId));
  await notifyUser(tx, {
    userId: input.userId,
    message: { title: "shop_pending_title", details: "shop_pending_details", params: { shop: input.fields.shop_name } },
    locale: input.locale,
    url: "/user/dashboard",
  });
  return shop;
}
