/** Where the realtime connection goes, as the page's root data says (server/realtime/setup.ts). */
export interface RealtimeTarget {
  cluster: string;
  /** the shop's own server: the page's host, port and path */
  builtIn: boolean;
  /** an outside service's host (null: Pusher's own cluster) */
  outsideHost: string | null;
  appPath: string;
}

/** The page's address, as `window.location` has it. */
export interface PageAddress {
  protocol: string;
  hostname: string;
  port: string;
}

/**
 * pusher-js's connection options (spec section 7: "TLS forced"). An outside service is always
 * reached over TLS. The shop's own server is reached back where the page came from: over TLS
 * (`wss://`, the page's port or 443) whenever the page is on https, which is the shop behind its
 * TLS-terminating proxy (docs/deployment.md); only a page served over plain http (a developer's
 * machine, a test shop on 127.0.0.1) connects with `ws://`, since no TLS listens there.
 */
export function realtimeConnection(target: RealtimeTarget, page: PageAddress) {
  if (!target.builtIn)
    return target.outsideHost
      ? { cluster: target.cluster, wsHost: target.outsideHost, forceTLS: true }
      : { cluster: target.cluster, forceTLS: true };
  const secure = page.protocol === "https:";
  const port = Number(page.port) || (secure ? 443 : 80);
  return {
    cluster: target.cluster,
    wsHost: page.hostname,
    wsPort: port,
    wssPort: port,
    wsPath: target.appPath,
    // with forceTLS, pusher-js's "ws" transport is the TLS one (wss://) and never falls back to a plain socket
    forceTLS: secure,
    enabledTransports: ["ws", "wss"] as ("ws" | "wss")[],
  };
}
