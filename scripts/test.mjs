// `npm test`: every check, in three steps; the first that fails stops the run (exit code 1).
//   1. the static checks (typecheck, layer check, lint) beside the production build: neither
//      needs the other, and each keeps about one core busy, so on two cores they take the time
//      of the longer instead of the sum; the static checks' output is shown when they end;
//   2. vitest (unit, API and database suites; the page suites render the build);
//   3. Playwright (the browser journeys, on the build).
// Each step's wall time is printed, and all of them at the end (docs/testing.md).
import { spawn } from "node:child_process";

const started = Date.now();
/** How long each phase took, in the order they ended. */
const took = [];
const running = new Set();

/** Run one npm script; `quiet` keeps its output until it ends (two phases never interleave their lines). */
function run(script, { quiet = false } = {}) {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
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
  await Promise.all([inOrder(["typecheck", "check:layers", "lint"], { quiet: true }), run("build")]);
  await run("test:unit");
  await run("test:e2e");
} catch (err) {
  stopAll();
  console.error(`\nnpm test: ${err.message}`);
  process.exitCode = 1;
} finally {
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nnpm test took ${total} s: ${took.map(([s, t]) => `${s} ${t.toFixed(1)} s`).join(", ")}`);
}
