import path from "node:path";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { projectRoot } from "../db/client";
import { REFRESH_OVERLAP_MS, refreshSalePrices } from "../domain/catalog/sale-prices";
import { expireAds } from "../domain/classifieds/ad-states";
import { schedulePayoutBatch, utcDate } from "../domain/seller/payout-batch";
import { createApp } from "./app";
import { buildServices, openDatabase, prepareDatabase } from "./boot";
import { isClusterWorker, runPrimary, workerCount, workerPlace } from "./cluster";
import { EnvError, readEnv } from "./env";
import { jobHandlers } from "./jobs/handlers";
import { jobWorker } from "./jobs/worker";
import { shopLogger } from "./log";
import { mailTransport } from "./mailer";
import { boundMemory } from "./memory";
import { pageContext } from "./page-context";
import { payoutTransfersOf } from "./payment-config";
import { notificationFeed } from "./realtime/notification-feed";
import { redisBridge } from "./realtime/redis-bridge";
import { realtimeServices } from "./realtime/setup";
import { realtimeServer } from "./realtime/socket-server";
import { vapidKeys } from "./realtime/web-push";
import { openRedis } from "./redis";
import { FallbackRateLimiter, RedisRateLimiter } from "./redis-limiter";

/** Start the shop: environment, database, migrations, reference data, demo data, operator account, HTTP server, graceful shutdown. */
async function main() {
  const env = readEnv();
  // written at once; a closed pipe ends the logging, never the shop's stop (decision 059)
  const log = shopLogger(env.LOG_LEVEL);
  // V8 heap growth and the libvips cache bounded (decision 051)
  boundMemory();
  const open = () =>
    openDatabase(env, log).catch((err: Error) => {
      throw new StartupError(
        `Cannot open the database${env.DATABASE_URL ? ` at ${redact(env.DATABASE_URL)}` : ` under ${env.dataDir}`}: ${err.message}`,
      );
    });
  if (env.PREPARE_ONLY === "1") {
    // a release step (migrations before the processes start), and the journeys' seed made once (scripts/e2e-server.mjs)
    const database = await open();
    await database.migrate();
    await prepareDatabase(env, database, log);
    await database.close();
    log.info("database prepared (PREPARE_ONLY=1): not serving");
    return;
  }
  const workers = workerCount(env.WORKERS);
  if (workers > 1 && !isClusterWorker()) {
    // the primary migrates and prepares once, then forks the workers (decision 042)
    return runPrimary({
      workers,
      log,
      prepare: async () => {
        const database = await open();
        await database.migrate();
        await prepareDatabase(env, database, log);
        await database.close();
      },
    });
  }
  const database = await open();
  if (!isClusterWorker()) {
    await database.migrate();
    await prepareDatabase(env, database, log);
  }
  // the minute timers (sale prices, expired ads, the session sweep) run in one process of a cluster
  const timers = workerPlace() === 0;

  const root = projectRoot();
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  const services = await buildServices(env, database, log, clientDir);
  const redisUrl = env.REDIS_URL;
  const redis = redisUrl
    ? await openRedis(redisUrl, services.ctx.cache, (err) => log.error({ err }, "redis connection problem"), env.REDIS_PREFIX).catch(
        (err: Error) => {
          throw new StartupError(`Cannot reach Redis at ${redact(redisUrl)}: ${err.message}`);
        },
      )
    : null;
  if (redis) {
    // while Redis is away the limits count in this process's memory (decision 059)
    services.ctx.limiter = new FallbackRateLimiter(
      new RedisRateLimiter(redis.client, Date.now, redis.prefix),
      services.ctx.limiter,
      (err) => log.warn({ err }, "redis unreachable: rate limits count in this process's memory"),
    );
    services.redis = redis.client;
  }
  // realtime: the shop's own Pusher-protocol server unless an outside service is configured (decision 031)
  const realtime = await realtimeServices(env, database);
  services.realtime = realtime;
  services.ctx.realtime = realtime.publisher;
  if (realtime.hub && redis)
    realtime.hub.bridgeWith(await redisBridge(redis.client, redis.prefix, (err) => log.error({ err }, "redis connection problem")));
  const sockets = realtime.hub
    ? realtimeServer({
        hub: realtime.hub,
        app: () => realtime.app,
        basePath: env.APP_PATH,
        clientEvents: () => env.REALTIME_CLIENT_EVENTS === "1",
        log,
      })
    : null;
  // web push: VAPID keys made at first start; notifications go out as pushes to subscribed browsers (decision 034)
  const push = await vapidKeys(database, `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`);
  services.push = push;
  const feed = notificationFeed(database.db, realtime.hub ?? realtime.publisher, log);
  await feed.start();
  // the durable job queue (decision 035): mail, web pushes, order notices, publishes to an outside realtime service
  const worker = jobWorker({
    db: database.db,
    log,
    // the shop's clock (the machine's, unless DEV_CLOCK moves it for a journey): a job is due by the time the shop keeps
    now: () => services.ctx.now(),
    handlers: jobHandlers({
      ctx: services.ctx,
      mail: { transport: mailTransport({ smtpUrl: env.SMTP_URL }), from: env.MAIL_FROM },
      push: () => push,
      outsideRealtime: realtime.hub ? null : realtime.publisher,
      payoutStripe: () => payoutTransfersOf(services),
    }),
  });
  if (env.JOB_WORKER !== "0") {
    // the daily payout batch (decision 073): today's run queued once; each run queues the next day's
    await schedulePayoutBatch(database.db, utcDate(new Date()));
    worker.start();
  }
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const app = createApp(services, { logger: log, pageHandler: async (c) => handle(c.req.raw, await pageContext(c, services)) });

  if (!env.APP_URL && env.NODE_ENV === "production")
    log.warn(`APP_URL is not set: links in mail point to ${env.publicOrigin}${env.APP_PATH}`);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(
      { port: info.port, database: database.kind, redis: !!redis, ...(isClusterWorker() ? { worker: workerPlace() } : {}) },
      `shop ready at http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${info.port}${env.APP_PATH}/`,
    );
  });

  if (sockets)
    server.on("upgrade", (req, socket, head) => {
      if (!sockets.upgrade(req, socket as Duplex, head)) socket.destroy();
    });

  // Expired sessions are swept at start and hourly.
  const sweep = () => services.sessions.sweepExpired().catch((err: Error) => log.warn({ err }, "session sweep failed"));
  if (timers) {
    void sweep();
    setInterval(sweep, 3_600_000).unref();
  }
  // A discount's window opening or closing changes the price paid, which listings sort and filter on.
  // The start looked at every discount (prepareDatabase); each minute looks at the windows that moved since.
  let repricedAt = Date.now();
  const reprice = () => {
    const since = new Date(repricedAt - REFRESH_OVERLAP_MS);
    repricedAt = Date.now();
    return refreshSalePrices(database.db, { since })
      .then((changed) => {
        // prices paid moved: the kept guest pages show old ones (decision 049)
        if (changed > 0) services.ctx.cache.invalidate("pages:");
      })
      .catch((err: Error) => log.warn({ err }, "sale price refresh failed"));
  };
  if (timers) setInterval(reprice, 60_000).unref();
  // Published classified ads past their end leave the listings (decision 032): at start and each minute.
  const expire = () => expireAds(services.ctx).catch((err: Error) => log.warn({ err }, "classified ad expiry failed"));
  if (timers) {
    void expire();
    setInterval(expire, 60_000).unref();
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    feed.stop();
    void sockets?.close();
    server.close(async () => {
      await services.ctx.background?.idle(); // work still running after its answer
      await worker.stop(); // the running jobs finish; the rest wait in the queue for the next start
      await redis?.close().catch(() => {});
      await database.close().catch(() => {});
      log.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

class StartupError extends Error {}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(malformed URL)";
  }
}

main().catch((err: unknown) => {
  const message =
    err instanceof EnvError || err instanceof StartupError
      ? err.message
      : err instanceof Error
        ? `Startup failed: ${err.message}`
        : String(err);
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
});
