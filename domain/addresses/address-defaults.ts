import { and, desc, eq, sql } from "drizzle-orm";
import { addresses } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { lockAddresses } from "./address-lock";
import { type AddressView, addressesOf } from "./address-view";

export const DEFAULT_TYPES = ["shipping", "billing"] as const;

/** `POST default/user-address/{type}/{id}`: this address becomes the default of that type, and only this one. */
export async function makeDefaultAddress(ctx: Ctx, input: { userId: number; addressId: number; type: string }): Promise<AddressView[]> {
  const type = DEFAULT_TYPES.find((t) => t === input.type);
  if (!type) throw new ValidationError({ type: ["v_address_type"] });
  const key = type === "shipping" ? "isDefaultShipping" : "isDefaultBilling";
  await ctx.db.transaction(async (tx) => {
    await lockAddresses(tx, input.userId);
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)));
    if (!own) throw new NotFoundError("address_not_found");
    await tx
      .update(addresses)
      .set({ [key]: sql`${addresses.id} = ${input.addressId}` })
      .where(eq(addresses.userId, input.userId));
  });
  return addressesOf(ctx.db, input.userId);
}

/**
 * `GET delete/user-address/{id}`: remove it; a default it held passes to the newest
 * remaining address, so a shopper with addresses always has defaults.
 */
export async function deleteAddress(ctx: Ctx, input: { userId: number; addressId: number }): Promise<AddressView[]> {
  await ctx.db.transaction(async (tx) => {
    await lockAddresses(tx, input.userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)))
      .returning({ shipping: addresses.isDefaultShipping, billing: addresses.isDefaultBilling });
    if (!gone) throw new NotFoundError("address_not_found");
    if (!gone.shipping && !gone.billing) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, input.userId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (!next) return;
    await tx
      .update(addresses)
      .set({ ...(gone.shipping ? { isDefaultShipping: true } : {}), ...(gone.billing ? { isDefaultBilling: true } : {}) })
      .where(eq(addresses.id, next.id));
  });
  return addressesOf(ctx.db, input.userId);
}
