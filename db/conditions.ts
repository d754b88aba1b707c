import { and, or, type SQL } from "drizzle-orm";
import { present } from "../kernel/present";

/*
 * drizzle types `and` and `or` as `SQL | undefined`, since their conditions may all be left out
 * (undefined). Given at least one condition that is there, they always build one: these say so
 * in their types, for a condition that must be one (a `where`, a function returning `SQL`).
 */

/** All of the conditions (`and`). */
export function allOf(first: SQL, ...rest: SQL[]): SQL {
  return present(and(first, ...rest), "and() of conditions");
}

/** Any of the conditions (`or`). */
export function anyOf(first: SQL, ...rest: SQL[]): SQL {
  return present(or(first, ...rest), "or() of conditions");
}
