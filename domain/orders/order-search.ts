import { type SQL, sql } from "drizzle-orm";
import { orderGroups, orders } from "../../db/schema";

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The orders a back-office search `q` finds: a part of the order's code, or of the buyer's name
 * or e-mail on its group. Written as the union of two indexed look-ups (the trigram indexes on
 * `orders.code`, `order_groups.email` and the shipping name) rather than one OR across the join,
 * which PostgreSQL can only answer by reading every order of the shop.
 */
export function orderSearch(q: string): SQL {
  const pattern = like(q);
  return sql`${orders.id} in (
    select ${orders.id} from ${orders} where ${orders.code} ilike ${pattern}
    union all
    select ${orders.id} from ${orders} where ${orders.groupId} in (
      select ${orderGroups.id} from ${orderGroups}
      where ${orderGroups.shippingAddress}->>'name' ilike ${pattern} or ${orderGroups.email} ilike ${pattern}))`;
}
