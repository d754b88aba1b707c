import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productViews } from "../../db/schema";
import { carryOverCart } from "../cart/carry-over-cart";
import { carryOverCompare } from "../lists/carry-over-compare";

/**
 * What a guest gathered in their session joins the account at sign-in: the session data
 * itself (language, currency, lists kept there) moves with the rotated session; rows keyed
 * by the old session id are handed to the user here. Later features (cart, compare list)
 * add their step to this list.
 */
export const CARRY_OVER_STEPS: ((
  db: Database,
  move: { fromSessionHash: string; toSessionHash: string; userId: number },
) => Promise<void>)[] = [
  async (db, move) => {
    await db
      .update(productViews)
      .set({ userId: move.userId, sessionHash: move.toSessionHash })
      // only the guest's own rows: a session already signed in as another account keeps that account's views
      .where(and(eq(productViews.sessionHash, move.fromSessionHash), isNull(productViews.userId)));
  },
  carryOverCompare,
  carryOverCart,
];

export async function carryOverGuestData(
  db: Database,
  move: { fromSessionHash: string; toSessionHash: string; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of CARRY_OVER_STEPS) await step(tx, move);
  });
}
