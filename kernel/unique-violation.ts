/**
 * Whether a database error is a unique index refusing a duplicate (SQLSTATE 23505, from PostgreSQL
 * and PGlite alike; drizzle may wrap it in `cause`).
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * For a save's `.catch`: a unique index's refusal becomes `refusal` (the 422 a form shows beside
 * its field), anything else goes on. Two saves of one slug or code at the same moment both pass
 * the look-up before either writes; the index decides, and the loser gets the same answer as a
 * clash found by the look-up, not a 500.
 */
export function uniqueAs(refusal: () => Error) {
  return (err: unknown): never => {
    throw uniqueRefusal(err, refusal);
  };
}

/** The error to throw from a `catch`: `refusal()` for a unique index's refusal, else the error itself. */
export function uniqueRefusal(err: unknown, refusal: () => Error): unknown {
  return isUniqueViolation(err) ? refusal() : err;
}
