import type { VisitorParts } from "../../server/page-data";
import { api, holdCalls, pageToken, setPageToken } from "./api";

/** Set beside the session cookie, readable by the page (server/session/session.ts). */
const VISITOR_COOKIE = "bazaar_visitor";
/** The shared page token is the raw 32 bytes (43 characters); a visitor's own is masked (86). */
const SHARED_TOKEN_LENGTH = 43;
/** The page's calls wait at most this long for the visitor's own parts. */
const HOLD_MS = 5000;

let pending: Promise<VisitorParts | null> | null = null;

/** Whether this browser holds a session: the readable cookie the shop sets beside it. */
function hasSession(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${VISITOR_COOKIE}=`));
}

/**
 * A page shared by every visitor in its language and currency (decisions 054, 056) carries no
 * one's account, cart, lists or token. A browser that holds a session asks for its own before the
 * page hydrates (app/entry.client.tsx), and every call of the page waits for them (at most
 * HOLD_MS), so none goes out with the shared token before the visitor's own is in `#token`, and
 * none of its answers is overwritten by the parts.
 */
export function askVisitorParts(): void {
  if (pageToken().length !== SHARED_TOKEN_LENGTH || !hasSession()) return;
  const lang = document.documentElement.lang;
  const asked = api<VisitorParts & RealtimeInputs & { token: string }>(
    `home/visitor-state${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`,
    { quiet: true, beforeHeld: true },
  )
    .then(({ token, f_pusher_app_key, f_pusher_app_cluster, ...parts }) => {
      if (token) setPageToken(token);
      // someone signed in: the realtime key and cluster the hidden inputs carry (spec section 1)
      setHiddenInput("f_pusher_app_key", f_pusher_app_key);
      setHiddenInput("f_pusher_app_cluster", f_pusher_app_cluster);
      return parts;
    })
    .catch(() => null);
  pending = asked;
  holdCalls(Promise.race([asked, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]));
}

interface RealtimeInputs {
  f_pusher_app_key?: string;
  f_pusher_app_cluster?: string;
}

function setHiddenInput(id: string, value: string | undefined): void {
  const input = document.getElementById(id) as HTMLInputElement | null;
  if (input && value) input.value = value;
}

/** Hand the visitor's own parts, once they are back, to the store (once a page load). */
export function whenVisitorParts(fill: (parts: VisitorParts) => void): void {
  const asked = pending;
  pending = null;
  void asked?.then((parts) => {
    if (parts) fill(parts);
  });
}
