import { useLocation } from "react-router";

/** The sign-in and sign-up pages: a sign-in link on one of them keeps the way back it was given. */
const AUTH_PAGE = /^\/(login|register|reset-password|reset)(\/|$)/;

/** The sign-in page that comes back to `back` afterwards (the login page checks it with safeRedirect). */
export function signInPath(back: string): string {
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/**
 * The sign-in page for a link on the page one is on, as guarded pages get it (server/page-errors.ts
 * loginRedirect): back here afterwards. On a sign-in or sign-up page the page's own `redirect`
 * is kept (or none: then the account's dashboard, as when /login is opened directly).
 */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  if (!AUTH_PAGE.test(pathname)) return signInPath(pathname + search);
  const redirect = new URLSearchParams(search).get("redirect");
  return redirect ? signInPath(redirect) : "/login";
}
