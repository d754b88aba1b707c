import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, SHOP_BUILD, shopBuildExists } from "../setup/shop-process";

/** The shop's own forced exit (server/index.ts): a stop must end within it. */
const FORCED_EXIT_MS = 10_000;

/**
 * `node tests/setup/log-then-exit.ts <logger> | true`, in a process group of its own: how it ended
 * (its exit code) or "hung" when it had not after `ms`, then the group is killed.
 */
async function logThenExitIntoClosedPipe(logger: "shop" | "pino", ms: number) {
  const script = "tests/setup/log-then-exit.ts";
  const group = spawn("sh", ["-c", `"$0" --import tsx ${script} "$1" | true`, process.execPath, logger], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const ended = once(group, "exit").then(([code]) => code as number | null);
  const outcome = await Promise.race([ended, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), ms))]);
  try {
    process.kill(-(group.pid as number), "SIGKILL");
  } catch {
    // ended
  }
  return outcome;
}

describe("logging into a pipe whose reader has gone", () => {
  it("pino's default destination never lets the process exit; the shop's logger does at once", async () => {
    // the fault itself (issue 35): its synchronous flush at exit retries EPIPE every 100 ms forever
    expect(await logThenExitIntoClosedPipe("pino", 4000)).toBe("hung");
    expect(await logThenExitIntoClosedPipe("shop", 15_000)).toBe(0);
  }, 30_000);
});

/**
 * Issue 35: a shop whose log goes to a pipe that closes at the same signal (`npm start | tee log`,
 * then a signal to the group) logged "stopped" and then retried writing to the closed pipe every
 * 100 ms forever. Here the built shop's standard output is a pipe into `cat`; `cat` is killed,
 * then the shop gets SIGTERM: it ends well within its forced-exit time.
 */
describe.skipIf(!shopBuildExists())("stopping the shop whose log goes to a pipe", () => {
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-stop-"));
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("the pipe's reader gone, then SIGTERM: the built shop stops within its forced-exit time", async () => {
    const port = await freePort();
    const reader = spawn("cat", [], { stdio: ["pipe", "ignore", "inherit"] });
    const shop = spawn(process.execPath, [SHOP_BUILD], {
      stdio: ["ignore", reader.stdin, "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_PATH: "",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
        SEED_DEMO: "no",
        JOB_WORKER: "0",
        LOG_LEVEL: "info",
      },
    });
    // the shop holds the pipe's writing end alone
    reader.stdin.destroy();
    const exited = new Promise<number | null>((resolve) => shop.once("exit", (code) => resolve(code)));
    try {
      let up = false;
      for (let waited = 0; waited < 45_000 && !up; waited += 200) {
        up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 200));
      }
      expect(up, "the shop started").toBe(true);
      // a few requests, so the log has lines in flight
      await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.text())));
      // the pipe's reader goes (as `tee` does at the group's signal); the next lines meet a closed pipe
      reader.kill("SIGKILL");
      await once(reader, "exit");
      const started = Date.now();
      shop.kill("SIGTERM");
      const timeout = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), FORCED_EXIT_MS + 5000));
      const outcome = await Promise.race([exited, timeout]);
      const took = Date.now() - started;
      console.log(`the shop ended ${took} ms after SIGTERM (exit code ${outcome})`);
      expect(outcome).toBe(0);
      expect(took).toBeLessThan(FORCED_EXIT_MS);
    } finally {
      if (shop.exitCode === null) shop.kill("SIGKILL");
      if (reader.exitCode === null) reader.kill("SIGKILL");
    }
  }, 70_000);
});
