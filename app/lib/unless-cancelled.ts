/**
 * Start `load` and hand its answer to `apply` unless the returned cancel ran first: an
 * effect's cleanup, so a slow answer for an earlier choice (the states of the country picked
 * before) never overwrites the answer for the current one. A failed load applies nothing.
 */
export function applyUnlessCancelled<T>(load: () => Promise<T>, apply: (value: T) => void): () => void {
  let current = true;
  load().then(
    (value) => {
      if (current) apply(value);
    },
    () => {},
  );
  return () => {
    current = false;
  };
}
