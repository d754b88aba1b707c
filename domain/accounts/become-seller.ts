import { eq } from "drizzle-orm";
import { shops, users } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { checkPicture } from "../catalog/review-images";
import type { Ctx } from "../context";
import { queueMail } from "../mail/mailer";
import { shopAwaitsVerificationMail } from "../mail/templates";
import { type ShopPictureKind, storeShopPicture } from "../seller/shop-pictures";
import { openShop, ShopFields } from "./open-shop";

type Pictures = Partial<Record<ShopPictureKind, { bytes: Uint8Array } | null>>;

/**
 * `POST user/user-to-seller`: a signed-in customer applies to sell. The shop is opened
 * unverified (hidden until an admin verifies it). One shop per person (409 for a second);
 * admins may not apply (403). The reference client's multipart form (`phone`, `address`, `logo`,
 * `banner`, `user_type=seller-migrate`) is read too: its pictures are checked before anything is
 * written and become the shop's logo and banner; its `first_name`, `last_name` and `email` are the
 * account's own and are not changed here, and `tax_paper` is not kept.
 */
export async function becomeSeller(
  ctx: Ctx,
  input: { userId: number; fields: unknown; locale: string; pictures?: Pictures; uploadsDir?: string },
) {
  const f = (input.fields ?? {}) as Record<string, unknown>;
  const data = parseInput(ShopFields, { ...f, shop_phone: f.shop_phone ?? f.phone, shop_address: f.shop_address ?? f.address });
  const pictures = Object.entries(input.pictures ?? {}).filter((e): e is [ShopPictureKind, { bytes: Uint8Array }] => !!e[1]);
  for (const [kind, file] of pictures)
    await checkPicture(file.bytes).catch((err: unknown) => {
      throw err instanceof ValidationError ? new ValidationError({ [kind]: Object.values(err.fieldErrors).flat() }) : err;
    });
  const { user, shop } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) throw new NotFoundError("account_not_found");
    // an operator does not sell (the back office would be theirs to judge their own shop)
    if (user.role === "admin" || user.role === "staff") throw new ForbiddenError("admin_cannot_sell");
    const [existing] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, user.id)).limit(1);
    if (existing) throw new ConflictError("already_seller");
    const shop = await openShop(tx, { userId: user.id, fields: data, locale: input.locale });
    return { user, shop };
  });
  if (pictures.length && input.uploadsDir) {
    const uploadsDir = input.uploadsDir;
    const keys: Partial<Record<ShopPictureKind, string>> = {};
    for (const [kind, file] of pictures) keys[kind] = await storeShopPicture(file, { uploadsDir, shopId: shop.id, kind });
    await ctx.db.update(shops).set(keys).where(eq(shops.id, shop.id));
  }
  await queueMail(ctx.db, shopAwaitsVerificationMail(input.locale, user.email, { name: user.firstName, shop: data.shop_name }));
  return { shopId: shop.id, slug: shop.slug };
}
