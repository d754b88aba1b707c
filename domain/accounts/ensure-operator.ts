import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { field, parseInput } from "../../kernel/input";
import { hashPassword } from "./passwords";

const OperatorInput = z.object({ email: field.email(), password: field.password() });

/** What `ensureOperator` found or did. */
export type OperatorOutcome =
  /** an admin account exists already: nothing changed */
  | "admin_exists"
  /** no admin and no e-mail and password given: the shop has no operator yet */
  | "not_configured"
  /** the e-mail belongs to an account that is not an admin: it is not promoted */
  | "email_taken"
  | "created";

/**
 * The shop's first operator: when no admin account exists, make one with this e-mail and
 * password (hashed like every password, `./passwords`). Once any admin exists it does nothing,
 * so changing the password later is done in the shop, not by restarting with new values. An
 * e-mail already used by a customer or seller is left alone (promoting it would hand the shop
 * to whoever knows that account's password). Safe when several processes start at once.
 */
export async function ensureOperator(
  db: Database,
  input: { email?: string; password?: string; now: Date },
): Promise<{ outcome: OperatorOutcome; userId?: number }> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (admin) return { outcome: "admin_exists", userId: admin.id };
  if (!input.email || !input.password) return { outcome: "not_configured" };
  const data = parseInput(OperatorInput, { email: input.email, password: input.password });
  const passwordHash = await hashPassword(data.password);
  const [row] = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash,
      firstName: "Admin",
      role: "admin",
      status: "active",
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) return { outcome: "created", userId: row.id };
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, data.email));
  return existing?.role === "admin" ? { outcome: "admin_exists", userId: existing.id } : { outcome: "email_taken" };
}
