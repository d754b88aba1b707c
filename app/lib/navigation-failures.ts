import { useEffect, useSyncExternalStore } from "react";

/**
 * How many navigations have ended on an error screen (a loader or action that threw, a page's
 * data that could not be fetched): the error boundaries count them, the top progress bar turns
 * the error colour when the count grows while it runs (spec section 9).
 */
let failures = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The number of failed navigations so far in this tab (0 on the server). */
export function useNavigationFailures(): number {
  return useSyncExternalStore(
    subscribe,
    () => failures,
    () => 0,
  );
}

/** An error boundary's note that the page it stands in for failed; once per error it shows. */
export function useNoteNavigationFailure(error: unknown) {
  useEffect(() => {
    if (error === undefined) return;
    failures++;
    for (const listener of listeners) listener();
  }, [error]);
}
