import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { Logger } from "pino";

/** How many shop processes `WORKERS` asks for (`auto`: one per core the machine gives this process). */
export function workerCount(workers: number | "auto"): number {
  return workers === "auto" ? Math.max(1, os.availableParallelism()) : workers;
}

/** Whether this process is one of a primary's workers (it then skips what the primary did once). */
export const isClusterWorker = () => cluster.isWorker;

/** The worker's place (0…n-1), kept by its replacement: place 0 runs the shop's minute timers. */
export const workerPlace = () => Number(process.env.SHOP_WORKER_PLACE ?? "0");

/**
 * `WORKERS=n` (decision 042): this process becomes the primary. It prepares the database once
 * (migrations, reference data, the first operator: `prepare`), then forks `n` workers that each
 * run the whole shop and share the port (Node's cluster hands connections round-robin). Everything a
 * request can meet in another process is shared outside them: sessions and the job queue in
 * PostgreSQL, rate limits, cache invalidations and realtime fan-out in Redis. A worker that dies
 * is replaced in its place; more than 5 deaths in a minute stop the shop (a crash loop is a
 * fault to see, not to hide). SIGTERM or SIGINT is passed to the workers, which finish the
 * requests in flight; the primary ends when they have.
 */
export async function runPrimary(opts: { workers: number; log: Logger; prepare: () => Promise<void> }): Promise<void> {
  const { log } = opts;
  await opts.prepare();
  const places = new Map<Worker, number>();
  const deaths: number[] = [];
  let stopping = false;
  const fork = (place: number) => {
    const worker = cluster.fork({ SHOP_WORKER_PLACE: String(place) });
    places.set(worker, place);
  };
  cluster.on("exit", (worker, code, signal) => {
    const place = places.get(worker) ?? 0;
    places.delete(worker);
    if (stopping) {
      if (places.size === 0) {
        log.info("every worker stopped");
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0] < now - 60_000) deaths.shift();
    if (deaths.length > 5) {
      log.fatal({ code, signal }, "workers keep dying (more than 5 in a minute): stopping the shop");
      stopping = true;
      for (const w of places.keys()) w.process.kill("SIGTERM");
      if (places.size === 0) process.exit(1);
      setTimeout(() => process.exit(1), 10_000).unref();
      return;
    }
    log.error({ place, code, signal }, "a worker died: starting another in its place");
    fork(place);
  });
  for (let place = 0; place < opts.workers; place++) fork(place);
  log.info({ workers: opts.workers }, "primary started the shop's workers");
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down the workers");
    for (const worker of places.keys()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
