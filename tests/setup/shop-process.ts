import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** The production build the process tests start (made by `npm run build`). */
export const SHOP_BUILD = path.resolve("build/app-server.mjs");
export const shopBuildExists = () => existsSync(SHOP_BUILD);

/**
 * The shop's production build as its own process on a port of this machine, with `env` over the
 * test runner's (NODE_ENV production, HOST 127.0.0.1, no base path); answers once /healthz does.
 * `waitMs`: how long it may take to start (a demo seed, a migration). Its stderr shows in the run.
 * A port that something else already listens on is refused: its /healthz would answer for a shop
 * that never started.
 */
export async function shopProcess(port: number, env: NodeJS.ProcessEnv, waitMs = 60_000): Promise<ChildProcess> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: the shop would not be the one answering there`);
  const child = spawn(process.execPath, [SHOP_BUILD], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", APP_PATH: "", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let waited = 0; waited < waitMs; waited += 100) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the shop did not start on ${port}`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
