import type { Database } from "../db/client";
import type { BackgroundTasks } from "../infra/background";
import type { Cache } from "../infra/cache";
import type { RateLimiter } from "../infra/rate-limiter";
import type { Signer } from "../infra/signer";
import type { Logger } from "../kernel/logger";
import type { Realtime } from "./realtime/channels";

export type { Logger };

/** What every domain verb may use; tests hand in PGlite in memory and a fixed clock. */
export interface Ctx {
  db: Database;
  now(): Date;
  cache: Cache;
  log: Logger;
  /** sign-in and reset limits; in memory, or in Redis with REDIS_URL */
  limiter: RateLimiter;
  /** work done after answering (mail whose timing must not tell anything); see `afterAnswer` */
  background?: BackgroundTasks;
  /** signed, expiring links (guest invoices, downloads, gateway redirects) */
  signer: Signer;
  /** the shop's public address (APP_URL + APP_PATH): links in mail are built from it */
  publicUrl: string;
  /** where uploaded pictures are served (APP_PATH + /uploads): every picture URL a verb answers starts with it */
  mediaBase: string;
  /** events to connected browsers (the built-in Pusher-protocol server or an outside service); absent: nobody is told live */
  realtime?: Realtime;
}

/** Who is asking: the visitor's session, language and currency. */
export interface Viewer {
  sessionHash: string;
  userId: number | null;
  locale: string;
  currencyCode: string;
}
