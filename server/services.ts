import type { DatabaseHandle } from "../db/client";
import type { Ctx } from "../domain/context";
import type { PaymentConfig } from "../domain/payments/gateways";
import type { Env } from "./env";
import type { GuestPageCache } from "./guest-page-cache";
import type { RealtimeServices } from "./realtime/setup";
import type { VapidKeys } from "./realtime/web-push";
import type { SessionStore } from "./session/session";

/** What the HTTP layer is built from; tests build one with PGlite in memory. */
export interface AppServices {
  env: Pick<Env, "APP_PATH" | "NODE_ENV" | "dataDir" | "TRUST_PROXY" | "devMailbox" | "publicOrigin"> & { devClock?: boolean };
  database: DatabaseHandle;
  ctx: Ctx;
  sessions: SessionStore;
  /** folder of the browser build (assets); absent in API-only tests */
  clientDir?: string;
  /** the online gateways this server runs (read per request); absent: the sandbox only */
  payments?: PaymentConfig;
  /** realtime: the app that signs channel authorizations, what the page tells the browser, the publisher; absent: off */
  realtime?: RealtimeServices;
  /** web push: the shop's VAPID keys (absent: no pushes) */
  push?: VapidKeys;
  /** pages for visitors without a session, kept and served again (decision 049); absent: every page is rendered */
  pageCache?: GuestPageCache;
  /** with DEV_CLOCK: how far ctx.now() runs ahead of the machine's clock (POST /dev/clock) */
  clock?: { offsetMs: number };
  /** Redis when the shop has one (REDIS_URL): `GET /readyz` asks it too (decision 059) */
  redis?: { ping(): Promise<unknown> };
}
