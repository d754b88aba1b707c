/**
 * The value, or an error saying what is missing: where a test needs a value to go on (a row it
 * found, a header, a regex match, an environment variable), it fails here with a clear message
 * instead of a non-null assertion's later "cannot read properties of undefined".
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
