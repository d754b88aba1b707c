import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Pusher from "pusher";
import type { DatabaseHandle } from "../../db/client";
import { systemKeys } from "../../db/schema";
import type { Realtime } from "../../domain/realtime/channels";
import type { Env } from "../env";
import { RealtimeHub } from "./hub";
import type { RealtimeApp } from "./signatures";

/** What the page tells the browser's Pusher client: the key and cluster, and for the built-in server, to connect back to the page's own host. */
export interface RealtimeClientConfig {
  key: string;
  cluster: string;
  /** true: the shop's own server (same host, port and path as the page); false: an outside service by its cluster or host */
  builtIn: boolean;
  /** an outside service's host, when it is not Pusher's own cluster */
  host: string | null;
}

/** The realtime part of the services: the app that signs authorizations, what the page is told, and the publisher. */
export interface RealtimeServices {
  app: RealtimeApp;
  client: RealtimeClientConfig;
  /** the built-in server's channels (null when an outside service carries the events) */
  hub: RealtimeHub | null;
  publisher: Realtime;
}

/** The built-in app's key and secret: made on first start and kept in the database, so every process (and restart) signs alike. */
async function builtInApp(database: DatabaseHandle): Promise<RealtimeApp> {
  const made = { key: `bz${randomBytes(10).toString("hex")}`, secret: randomBytes(24).toString("base64url") };
  await database.db
    .insert(systemKeys)
    .values([
      { name: "realtime_app_key", value: made.key },
      { name: "realtime_app_secret", value: made.secret },
    ])
    .onConflictDoNothing();
  const rows = await database.db.select().from(systemKeys).where(eq(systemKeys.name, "realtime_app_key"));
  const secret = await database.db.select().from(systemKeys).where(eq(systemKeys.name, "realtime_app_secret"));
  return { key: rows[0].value, secret: secret[0].value };
}

/**
 * Realtime (decision 031): with PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET the shop
 * publishes to that Pusher-compatible service through its REST library and the page points the
 * browser at it; otherwise the shop's own Pusher-protocol server carries everything (the demo is
 * realtime with no outside service).
 */
export async function realtimeServices(env: Env, database: DatabaseHandle): Promise<RealtimeServices> {
  if (env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET) {
    const cluster = env.PUSHER_APP_CLUSTER ?? "mt1";
    const pusher = new Pusher({
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY,
      secret: env.PUSHER_APP_SECRET,
      cluster,
      ...(env.PUSHER_HOST ? { host: env.PUSHER_HOST } : {}),
      useTLS: true,
    });
    return {
      app: { key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET },
      client: { key: env.PUSHER_APP_KEY, cluster, builtIn: false, host: env.PUSHER_HOST ?? null },
      hub: null,
      publisher: {
        async publish(m) {
          await pusher.trigger(m.channels, m.event, m.data, m.exceptSocketId ? { socket_id: m.exceptSocketId } : undefined);
        },
      },
    };
  }
  const app = await builtInApp(database);
  const hub = new RealtimeHub();
  return { app, client: { key: app.key, cluster: "mt1", builtIn: true, host: null }, hub, publisher: hub };
}
