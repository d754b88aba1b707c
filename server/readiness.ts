import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { RETRY_AFTER_SECONDS } from "../kernel/unavailable";
import type { AppServices } from "./services";

/** How long one dependency may take to answer before it counts as down. */
const PROBE_MS = 2000;

type State = "up" | "down";

/**
 * `GET /healthz` is liveness: the process answers (restarting it would not help a database that is
 * down). `GET /readyz` is readiness: 200 while the database (and Redis when the shop is configured
 * with one) answer, else 503, so a balancer sends traffic elsewhere meanwhile (decision 059).
 * Concurrent probes share one check.
 */
export function healthRoutes(app: Hono, services: AppServices): void {
  app.get("/healthz", (c) => c.json({ ok: true }));
  let running: Promise<{ database: State; redis?: State }> | null = null;
  const check = async () => {
    const client = services.redis;
    const [database, redis] = await Promise.all([
      probe(() => services.database.db.execute(sql`select 1`)),
      client ? probe(() => client.ping()) : undefined,
    ]);
    return redis ? { database, redis } : { database };
  };
  app.get("/readyz", async (c) => {
    running ??= check().finally(() => {
      running = null;
    });
    const state = await running;
    const ok = Object.values(state).every((s) => s === "up");
    c.header("Cache-Control", "no-store");
    if (!ok) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json({ ok, ...state }, ok ? 200 : 503);
  });
}

async function probe(work: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve("down"), PROBE_MS);
  });
  try {
    return await Promise.race([
      work().then(
        (): State => "up",
        (): State => "down",
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
