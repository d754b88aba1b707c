// `npm test`: every check; the first that fails stops the run (exit code 1).
//   1. the static checks (typecheck, layer check, lint) beside the production build: neither
//      needs the other, and each keeps about one core busy; the static checks' output is shown
//      when they end;
//   2. once the build is there: vitest (unit, API and database suites; the page suites render the
//      build) while the static checks finish, and the journeys' demo shop seeded beside it
//      (scripts/e2e-server.mjs --seed-only: the cores are never both busy all the time);
//   3. when all of those passed: Playwright (the browser journeys, on the build, on copies of that seed).
// Each step's wall time is printed, and all of them at the end (docs/testing.md).
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const started = Date.now();
/** How long each phase took, in the order they ended. */
const took = [];
const running = new Set();

/** The journeys' seed of this run (playwright.config.ts takes it from the environment; tests/e2e/global-teardown.ts removes it). */
process.env.E2E_SEED_DIR ??= path.join(os.tmpdir(), `shop-journeys-seed-${process.pid}`);

/** Run one npm script; `quiet` keeps its output until it ends (two phases never interleave their lines). */
function run(script, opts = {}) {
  return runCommand(script, "npm", ["run", "--silent", script], opts);
}

function runCommand(script, command, args, { quiet = false, env = process.env } = {}) {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env });
    running.add(child);
    const held = [];
    if (quiet) {
      child.stdout.on("data", (b) => held.push(b));
      child.stderr.on("data", (b) => held.push(b));
    }
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (held.length) process.stdout.write(Buffer.concat(held));
      const seconds = (Date.now() - t0) / 1000;
      took.push([script, seconds]);
      console.log(`── ${script}: ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s`);
      if (code === 0) resolve();
      else reject(new Error(`${script} failed`));
    });
  });
}

async function inOrder(scripts, opts) {
  for (const s of scripts) await run(s, opts);
}

function stopAll() {
  for (const child of running) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

try {
  const checks = inOrder(["typecheck", "check:layers", "lint"], { quiet: true });
  checks.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  // a failing check stops the run even while the build still runs
  await Promise.race([checks.then(() => new Promise(() => {})), run("build")]);
  const seed = runCommand("journeys' seed", process.execPath, ["scripts/e2e-server.mjs", "--seed-only"], {
    quiet: true,
    env: { ...process.env, LOG_LEVEL: "warn" },
  });
  await Promise.all([checks, seed, run("test:unit")]);
  await run("test:e2e");
} catch (err) {
  stopAll();
  console.error(`\nnpm test: ${err.message}`);
  process.exitCode = 1;
} finally {
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nnpm test took ${total} s: ${took.map(([s, t]) => `${s} ${t.toFixed(1)} s`).join(", ")}`);
}
