import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Serialise one user's address writes inside the caller's transaction (a transaction-scoped
 * advisory lock): adding, making a default and deleting each read the defaults before they
 * change them, so two at once could leave none or two.
 */
export async function lockAddresses(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${7272702}, ${userId})`);
}
