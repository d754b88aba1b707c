import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import Pusher from "pusher-js";
import type { DatabaseHandle } from "../../db/client";
import { type Bridge, RealtimeHub } from "../../server/realtime/hub";
import { notificationFeed } from "../../server/realtime/notification-feed";
import { realtimeServer } from "../../server/realtime/socket-server";
import { makeTestApp, silentLog, TestClient } from "./test-app";

export const REALTIME_APP = { key: "testkey123", secret: "test-realtime-secret-0123456789" };

/**
 * A test shop served over real HTTP on 127.0.0.1 with the built-in realtime server on its
 * upgrade path, as server/index.ts wires it. `clientEvents` can be switched on per test.
 */
export async function startRealtimeShop(database: DatabaseHandle, opts: { bridge?: Bridge; seed?: boolean; trustProxy?: boolean } = {}) {
  const made = await makeTestApp(database, { products: 5, seed: opts.seed, trustProxy: opts.trustProxy });
  const hub = new RealtimeHub(silentLog);
  if (opts.bridge) hub.bridgeWith(opts.bridge);
  made.services.realtime = {
    app: REALTIME_APP,
    client: { key: REALTIME_APP.key, cluster: "mt1", builtIn: true, host: null },
    hub,
    publisher: hub,
  };
  made.ctx.realtime = hub;
  const switches = { clientEvents: false };
  const feed = notificationFeed(database.db, hub, silentLog);
  await feed.start();
  let sockets = realtimeServer({ hub, app: () => REALTIME_APP, basePath: "", clientEvents: () => switches.clientEvents, log: silentLog });
  const server = serve({ fetch: made.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  server.on("upgrade", (req, socket, head) => {
    if (!sockets.upgrade(req, socket as Duplex, head)) socket.destroy();
  });
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    ...made,
    hub,
    port,
    base,
    switches,
    /** a browser-like client over real HTTP (cookie and token) */
    httpClient: () => new TestClient({ request: (url, init) => fetch(`${base}${url}`, init) }),
    /** every connection closed as a restarting server closes them (4200), then served again */
    restartSockets: async () => {
      // the new server takes upgrades first (as a restarted process would), then the old one closes its connections (4200)
      const old = sockets;
      sockets = realtimeServer({ hub, app: () => REALTIME_APP, basePath: "", clientEvents: () => switches.clientEvents, log: silentLog });
      await old.close();
    },
    connections: () => sockets.connections(),
    close: async () => {
      feed.stop();
      await sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real pusher-js client against a test shop; private channels are authorized by `auth` (a signed-in client) through /pusher/auth. */
export function pusherClient(port: number, auth?: TestClient, authPath = "/pusher/auth") {
  // biome-ignore lint/suspicious/noExplicitAny: pusher-js's handler types differ for channels and users; both get form fields
  const authorize = (path: string) => (params: any, callback: (err: Error | null, data: any) => void) => {
    if (!auth) return callback(new Error("no session"), null);
    auth
      .request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // pusher-js hands the handler camelCase names; the endpoint takes Pusher's form fields
        body: new URLSearchParams({
          socket_id: params.socketId,
          ...(params.channelName ? { channel_name: params.channelName } : {}),
        }).toString(),
      })
      .then(async (res) =>
        res.ok ? callback(null, await res.json()) : callback(new Error(`status ${res.status}`), { status: res.status }),
      )
      .catch((err: Error) => callback(err, null));
  };
  return new Pusher(REALTIME_APP.key, {
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: { endpoint: authPath, transport: "ajax", customHandler: authorize(authPath) },
    userAuthentication: { endpoint: "/pusher/user-auth", transport: "ajax", customHandler: authorize("/pusher/user-auth") },
  });
}

/** Wait until a pusher-js client reaches a connection state. */
export function stateOf(pusher: Pusher, state: string, timeoutMs = 5000): Promise<void> {
  if (pusher.connection.state === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${pusher.connection.state}, not ${state}`)), timeoutMs);
    pusher.connection.bind("state_change", (s: { current: string }) => {
      if (s.current === state) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** The next event of a name on a channel (or the subscription's outcome). */
export function next<T = unknown>(channel: { bind: (e: string, fn: (d: T) => void) => void }, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (d: T) => {
      clearTimeout(timer);
      resolve(d);
    });
  });
}
