/**
 * The value, or an internal error saying what is missing: for a value the code knows is there
 * (an entry of a map built from the same rows, a line of the cart being priced) where the types
 * cannot tell. A broken invariant then fails at once, by name, instead of going on with
 * `undefined` as a non-null assertion would (a NaN in a total, "cannot read properties of
 * undefined" further on). It is a bug, never the caller's doing: input that may be missing is
 * refused with the errors of ./errors.ts. Tests have their own (tests/setup/present.ts).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
