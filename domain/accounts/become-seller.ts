import { eq } from "drizzle-orm";
import { shops, users } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { queueMail } from "../mail/mailer";
import { shopAwaitsVerificationMail } from "../mail/templates";
import { openShop, ShopFields } from "./open-shop";

/**
 * `POST user/user-to-seller`: a signed-in customer applies to sell. The shop is opened
 * unverified (hidden until an admin verifies it). One shop per person (409 for a second);
 * admins may not apply (403).
 */
export async function becomeSeller(ctx: Ctx, input: { userId: number; fields: unknown; locale: string }) {
  const data = parseInput(ShopFields, input.fields);
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
  await queueMail(ctx.db, shopAwaitsVerificationMail(input.locale, user.email, { name: user.firstName, shop: data.shop_name }));
  return { shopId: shop.id, slug: shop.slug };
}
