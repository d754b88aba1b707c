import { cpSync, existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { DatabaseHandle } from "../../db/client";
import type { Ctx } from "../../domain/context";
import { BackgroundTasks } from "../../infra/background";
import { Cache } from "../../infra/cache";
import { MemoryRateLimiter } from "../../infra/rate-limiter";
import { Signer } from "../../infra/signer";
import { seedDemo } from "../../seed/demo";
import { createApp, type PageHandler } from "../../server/app";
import type { GuestPageCache } from "../../server/guest-page-cache";
import { jobHandlers } from "../../server/jobs/handlers";
import { jobWorker } from "../../server/jobs/worker";
import type { MailTransport } from "../../server/mailer";
import type { PushSend } from "../../server/realtime/web-push";
import type { AppServices } from "../../server/services";
import { newSessionId, SESSION_COOKIE, SessionStore } from "../../server/session/session";
import { seededBases } from "./database-bases";

export const silentLog = pino({ level: "silent" });

/**
 * The work every test app does after answering (reset mail). Shared by the apps of a test
 * file, so `mailsTo` (tests/setup/accounts.ts) can wait for it before reading the outbox.
 */
export const testBackground = new BackgroundTasks(silentLog);

/** A domain context on a database with a fixed clock and no mail (the database suites' verbs). */
export function testCtx(db: DatabaseHandle["db"], now = new Date("2026-01-01")): Ctx {
  return {
    db,
    now: () => now,
    cache: new Cache(),
    log: silentLog,
    limiter: new MemoryRateLimiter(),
    signer: new Signer("test-secret-test-secret-test-secret-0123"),
    publicUrl: "http://shop.test",
    mediaBase: "/uploads",
  };
}

/**
 * Services on a given database with the small demo catalog (no image files), and the HTTP app.
 * A database restored from a seeded base (`describeOnDatabases`) already holds the demo shop: its
 * files are copied in and nothing is seeded again (`products`, when given, must be the base's).
 */
export async function makeTestApp(
  database: DatabaseHandle,
  opts: {
    products?: number;
    seed?: boolean;
    appPath?: string;
    pageHandler?: (services: AppServices) => PageHandler;
    mailTransport?: MailTransport;
    /** how web pushes go out (services.push must hold the keys) */
    pushSend?: PushSend;
    trustProxy?: boolean;
    /** the guest page cache (decision 049): pages without a session kept and served again */
    pageCache?: GuestPageCache;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const base = seededBases.get(database);
  if (base) {
    if (opts.products !== undefined && opts.products !== base.products)
      throw new Error(`this database was restored from the demo shop with ${base.products} products, not what makeTestApp was asked for`);
    if (existsSync(base.filesDir)) cpSync(base.filesDir, dataDir, { recursive: true });
  } else if (opts.seed !== false)
    await seedDemo(database.db, {
      uploadsDir: path.join(dataDir, "uploads"),
      products: opts.products ?? 120,
      images: false,
      shipping: false,
    });
  const ctx: Ctx = {
    db: database.db,
    now: () => new Date(),
    cache: new Cache(),
    log: silentLog,
    limiter: new MemoryRateLimiter(),
    background: testBackground,
    signer: new Signer("test-secret-test-secret-test-secret-0123"),
    publicUrl: `http://shop.test${opts.appPath ?? ""}`,
    mediaBase: `${opts.appPath ?? ""}/uploads`,
  };
  const services: AppServices = {
    env: {
      APP_PATH: opts.appPath ?? "",
      NODE_ENV: "test",
      dataDir,
      TRUST_PROXY: opts.trustProxy ? "1" : "0",
      devMailbox: true,
      publicOrigin: "http://shop.test",
    },
    database,
    ctx,
    sessions: new SessionStore(() => database.db, "test-secret-test-secret-test-secret-0123"),
    pageCache: opts.pageCache,
  };
  // the job queue is worked when a test waits for the work after the answer (`testBackground.idle()`, `mailsTo`)
  const jobs = jobWorker({
    db: database.db,
    log: silentLog,
    pollMs: 0,
    backoffMs: 0,
    handlers: jobHandlers({
      ctx,
      mail: { transport: opts.mailTransport ?? null, from: "Bazaar <no-reply@bazaar.local>" },
      push: () => services.push ?? null,
      pushSend: opts.pushSend,
      outsideRealtime: null,
    }),
  });
  testBackground.addDrain(jobs.drain);
  const app = createApp(services, { logger: silentLog, pageHandler: opts.pageHandler?.(services) });
  return { app, services, ctx, jobs };
}

/** A browser-like client: keeps the session cookie and sends the page's token on every call. */
export class TestClient {
  cookie = "";
  token = "";
  constructor(private readonly app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }) {}

  async request(url: string, init: RequestInit & { json?: unknown; noToken?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("cookie", this.cookie);
    headers.set("x-requested-with", "XMLHttpRequest");
    if (this.token && !init.noToken) {
      headers.set("csrf-token", this.token);
      headers.set("authorization", this.token);
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await this.app.request(url, { ...init, headers, body });
    // a small jar: each cookie the answer sets replaces its namesake (the session's stays first)
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      const parts = this.cookie ? this.cookie.split("; ") : [];
      const at = parts.findIndex((p) => p.startsWith(`${name}=`));
      if (at >= 0) parts[at] = pair;
      else parts.push(pair);
      this.cookie = parts.join("; ");
    }
    return res;
  }

  /**
   * Start with a session cookie of this client's own (a shared first page sets none until
   * something is stored) and the token that goes with it.
   */
  async start(tokenFor: (cookieId: string) => string): Promise<void> {
    const id = newSessionId();
    this.cookie = `${SESSION_COOKIE}=${id}`;
    await this.request("/settings-data");
    this.token = tokenFor(id);
  }
}
