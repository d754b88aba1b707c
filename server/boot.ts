import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { systemKeys } from "../db/schema";
import { ensureOperator } from "../domain/accounts/ensure-operator";
import { refreshSalePrices } from "../domain/catalog/sale-prices";
import type { Ctx } from "../domain/context";
import { ensureReferenceData } from "../domain/locale/reference-data";
import { BackgroundTasks } from "../infra/background";
import { Cache } from "../infra/cache";
import { MemoryRateLimiter } from "../infra/rate-limiter";
import { Signer } from "../infra/signer";
import { seedDemoIfEmpty } from "../seed/demo";
import { rollDemoCampaigns } from "../seed/demo-campaigns";
import type { Env } from "./env";
import { GuestPageCache } from "./guest-page-cache";
import { paymentConfig } from "./payment-config";
import type { AppServices } from "./services";
import { SessionStore } from "./session/session";

/** Open the database chosen by the environment: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export async function openDatabase(env: Env, log: Logger): Promise<DatabaseHandle> {
  if (env.DATABASE_URL)
    return openPostgres(env.DATABASE_URL, (err) => log.error({ err }, "database connection lost; the pool will reconnect"));
  return openPglite(path.join(env.dataDir, "pglite"));
}

/**
 * Bring a database to a state the shop can serve from, after the migrations, at every start:
 * the reference data (languages, currencies, starting settings, the places it delivers to) where its tables are empty,
 * the demo shop when SEED_DEMO asks for it on an empty shop, then the first operator account
 * from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists, and the stored sale prices in step with
 * the discounts' windows. Each step is idempotent.
 */
export async function prepareDatabase(env: Env, database: DatabaseHandle, log: Logger): Promise<void> {
  const written = await ensureReferenceData(database.db);
  if (written.languages + written.currencies + written.settings + written.countries > 0)
    log.info(written, "reference data written into an empty database");
  const seedWanted = env.SEED_DEMO === "yes" || (env.SEED_DEMO === "auto" && !env.DATABASE_URL);
  if (seedWanted) await seedDemoIfEmpty(database.db, { uploadsDir: path.join(env.dataDir, "uploads"), log });
  // a demo shop's campaigns keep their places relative to now (one running sale at least)
  const rolled = await rollDemoCampaigns(database.db, new Date());
  if (rolled) log.info({ campaigns: rolled }, "demo campaigns moved to run relative to now");
  // discounts whose window opened or closed while the shop was down
  const repriced = await refreshSalePrices(database.db);
  if (repriced) log.info({ products: repriced }, "sale prices brought in step with the discounts' windows");
  const operator = await ensureOperator(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, now: new Date() });
  if (operator.outcome === "created") log.info({ email: env.ADMIN_EMAIL }, "operator account created from ADMIN_EMAIL");
  else if (operator.outcome === "email_taken")
    log.warn({ email: env.ADMIN_EMAIL }, "ADMIN_EMAIL belongs to an account that is not an admin: no operator account was made");
  else if (operator.outcome === "not_configured")
    log.warn("the shop has no admin account: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to make the first one");
}

/** The session signing secret: SESSION_SECRET, else one made on first start and kept in the database. */
export async function sessionSecret(env: Env, database: DatabaseHandle): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  await database.db
    .insert(systemKeys)
    .values({ name: "session_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(systemKeys).where(eq(systemKeys.name, "session_secret"));
  return row.value;
}

export async function buildServices(env: Env, database: DatabaseHandle, log: Logger, clientDir?: string): Promise<AppServices> {
  const secret = await sessionSecret(env, database);
  // a journey's movable clock (DEV_CLOCK on a test server); a shop's clock is the machine's
  const clock = env.devClock ? { offsetMs: 0 } : undefined;
  const ctx: Ctx = {
    db: database.db,
    now: clock ? () => new Date(Date.now() + clock.offsetMs) : () => new Date(),
    cache: new Cache(),
    log,
    limiter: new MemoryRateLimiter(),
    background: new BackgroundTasks(log),
    signer: new Signer(secret),
    publicUrl: `${env.publicOrigin}${env.APP_PATH}`,
    mediaBase: `${env.APP_PATH}/uploads`,
  };
  // the guest page cache (decision 049): fresh for PAGE_CACHE_SECONDS, then served up to four times
  // as long while a new copy renders
  const pageCache = env.PAGE_CACHE_SECONDS
    ? new GuestPageCache({
        freshSeconds: env.PAGE_CACHE_SECONDS,
        staleSeconds: env.PAGE_CACHE_SECONDS * 4,
        maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
      })
    : undefined;
  return {
    env,
    database,
    ctx,
    sessions: new SessionStore(() => database.db, secret),
    clientDir,
    payments: paymentConfig(env),
    clock,
    pageCache,
  };
}
