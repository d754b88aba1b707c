/**
 * Paths that carry a secret or a person: the reset link `/reset/{email}/{code}` and the page
 * it leaves in the address bar, `/reset/{email}` (under any APP_PATH). They are never logged
 * as they are, never counted as page views and never sent to an analytics provider; the page
 * itself takes the code out of the address bar.
 */
const RESET_LINK = /\/reset\/[^/?#]+(?:\/[^/?#]+)?\/?$/;

export function isPrivatePath(pathname: string): boolean {
  return RESET_LINK.test(pathname);
}

/** The path with its secret part masked, for logs (`/reset/***`). */
export function maskPrivatePath(pathname: string): string {
  return pathname.replace(RESET_LINK, "/reset/***");
}
