import { and, eq, exists, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderLines, orders, products, productReviews as reviews } from "../../db/schema";

/**
 * Bought: a line of the product in an order of the user's that is not cancelled and is paid
 * or delivered (cash on delivery is paid at the door, so a delivered order counts too).
 */
function boughtBy(db: Database, userId: number, productId: number) {
  return db
    .select({ one: sql`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.productId, productId),
        eq(orders.userId, userId),
        ne(orders.status, "cancelled"),
        or(eq(orders.paymentStatus, "paid"), eq(orders.status, "delivered")),
      ),
    );
}

function reviewedBy(db: Database, userId: number, productId: number) {
  return db
    .select({ one: sql`1` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
}

export interface ReviewStanding {
  /** the viewer bought the product (see `boughtBy`) */
  bought: boolean;
  /** the viewer bought the product and has not reviewed it yet */
  can_review: boolean;
  /** the viewer's review of it exists (published or hidden by a moderator) */
  has_reviewed: boolean;
}

/**
 * Whether a user may review a product, in one query (both questions answered by the
 * indexes on order lines and on reviews). A guest may not; nothing is asked for one.
 */
export async function reviewStanding(db: Database, userId: number | null, productId: number): Promise<ReviewStanding> {
  if (userId === null) return { bought: false, can_review: false, has_reviewed: false };
  const [row] = await db
    .select({
      bought: sql<boolean>`${exists(boughtBy(db, userId, productId))}`,
      reviewed: sql<boolean>`${exists(reviewedBy(db, userId, productId))}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  const bought = row?.bought === true;
  const reviewed = row?.reviewed === true;
  return { bought, can_review: bought && !reviewed, has_reviewed: reviewed };
}
