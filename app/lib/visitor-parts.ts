import type { VisitorParts } from "../../server/page-data";
import { api, holdCalls, setPageToken } from "./api";

/** Set beside the session cookie, readable by the page (server/session/session.ts). */
const VISITOR_COOKIE = "bazaar_visitor";

/** Whether this browser holds a session: the readable cookie the shop sets beside it. */
function hasSession(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${VISITOR_COOKIE}=`));
}

/**
 * A page shared by every visitor without an account in its language and currency (decision 054)
 * carries no one's cart, lists or token. A browser that holds a session asks for its own once the
 * page is alive, and the page's calls wait for them: until then the page holds the shared token,
 * which a session that did not begin on a shared page does not accept.
 */
export function fillVisitorParts(fill: (parts: VisitorParts) => void): void {
  if (!hasSession()) return;
  const asked = api<VisitorParts & { token: string }>("home/visitor-state", { quiet: true, beforeHeld: true }).then(
    ({ token, ...parts }) => {
      if (token) setPageToken(token);
      fill(parts);
    },
    () => {},
  );
  holdCalls(asked);
}
