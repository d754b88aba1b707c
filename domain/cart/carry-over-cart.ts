import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";

/**
 * A sign-in step (domain/accounts/carry-over.ts): the guest's cart joins the user's. A product
 * already in the user's cart adds the guest's quantity (stock is checked again at checkout);
 * the guest's buy-now line replaces the user's; every cart line then shares the cart's first
 * trx_id; applied coupons come along. Only the guest's own rows move.
 */
export async function carryOverCart(db: Database, move: { fromSessionHash: string; userId: number }): Promise<void> {
  const guest = sql`session_hash = ${move.fromSessionHash} and user_id is null`;
  const guestHasBuyNow = await db.execute(sql`select 1 from cart_lines where ${guest} and is_buy_now limit 1`);
  if (rowsOf(guestHasBuyNow).length) {
    await db.execute(sql`delete from cart_lines where user_id = ${move.userId} and is_buy_now`);
  }
  await db.execute(sql`
    insert into cart_lines (user_id, session_hash, product_id, variant_id, quantity, trx_id, is_buy_now, created_at, updated_at)
    select ${move.userId}, null, product_id, variant_id, quantity, trx_id, is_buy_now, created_at, updated_at
    from cart_lines where ${guest} order by id
    on conflict (user_id, product_id, variant_id, is_buy_now) where user_id is not null
    do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = excluded.updated_at`);
  await db.execute(sql`delete from cart_lines where ${guest}`);
  await db.execute(sql`
    update cart_lines set trx_id = first.trx_id
    from (select trx_id from cart_lines where user_id = ${move.userId} and not is_buy_now order by id limit 1) as first
    where cart_lines.user_id = ${move.userId} and not cart_lines.is_buy_now`);
  await db.execute(sql`
    insert into cart_coupons (user_id, session_hash, coupon_id, created_at)
    select ${move.userId}, null, coupon_id, created_at from cart_coupons where ${guest}
    on conflict (user_id, coupon_id) where user_id is not null do nothing`);
  await db.execute(sql`delete from cart_coupons where ${guest}`);
}
