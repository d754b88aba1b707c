// The shop for the browser journeys: the production build on a fresh embedded database in a temp dir,
// removed when the shop exits (Playwright stops it with SIGTERM: playwright.config.ts). Folders left
// by a run that was killed outright are removed at the next start.
//
// With E2E_SEED_DIR (playwright.config.ts sets one per run; npm test its own), the demo shop is seeded
// once for the run: the first to get there seeds it in a child process (PREPARE_ONLY=1) while the
// others wait, and each shop starts on a copy of it, instead of every shop seeding its own on the
// same cores. `--seed-only` seeds and exits: npm test makes the seed while vitest runs.
import { spawn } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PREFIX = "shop-e2e-";
const SEED_PREFIX = "shop-journeys-seed-";
const serverBundle = path.resolve(process.env.BUILD_DIR ?? "build", "app-server.mjs");

/** Leftovers of earlier runs: their PGlite lock names a process that is gone (or, unlocked, older than ten minutes). */
for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
  const dir = path.join(os.tmpdir(), name);
  try {
    const owner = Number(readFileSync(path.join(dir, "pglite.lock"), "utf8").trim());
    if (owner && alive(owner)) continue;
  } catch {
    if (Date.now() - statSync(dir).mtimeMs < 600_000) continue;
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Seeds of runs whose Playwright is gone (the folder names its pid; tests/e2e/global-teardown.ts removes a finished run's). */
for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(SEED_PREFIX))) {
  const owner = Number(name.slice(SEED_PREFIX.length).split(".")[0]);
  if (!owner || !alive(owner)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
}

// `--seed-only`: make the run's seed and exit (npm test starts it beside vitest: scripts/test.mjs)
if (process.argv.includes("--seed-only")) {
  if (!process.env.E2E_SEED_DIR) throw new Error("--seed-only needs E2E_SEED_DIR");
  await seededOnce(process.env.E2E_SEED_DIR);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
if (process.env.E2E_SEED_DIR) {
  await seededOnce(process.env.E2E_SEED_DIR);
  cpSync(process.env.E2E_SEED_DIR, dataDir, { recursive: true });
}
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
delete process.env.APP_PATH;
// BUILD_DIR: a build beside build/ (parallel work), as the build and the page suites take it; the
// server bundle finds its packages from where it lies, so keep it inside the project (build-*/ is
// ignored by git) or link node_modules beside it
await import(pathToFileURL(serverBundle).href);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** The run's seeded data folder: made by the first shop that takes the lock, waited for by the others. */
async function seededOnce(seedDir) {
  const lock = `${seedDir}.lock`;
  for (;;) {
    if (existsSync(seedDir)) return;
    let fd = null;
    try {
      fd = openSync(lock, "wx");
    } catch {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!existsSync(seedDir)) {
        const part = `${seedDir}.part`;
        rmSync(part, { recursive: true, force: true });
        await prepare(part);
        renameSync(part, seedDir);
      }
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

/** Migrate and seed the demo shop into `dir`, in a child process of the build that then exits. */
function prepare(dir) {
  const env = { ...process.env, DATA_DIR: dir, NODE_ENV: "production", PREPARE_ONLY: "1" };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverBundle], { env, stdio: "inherit" });
    // stopped while seeding (npm test failing elsewhere, Playwright ending): the seed stops too
    const stop = () => {
      child.kill("SIGTERM");
      process.exit(1);
    };
    process.once("SIGTERM", stop);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", stop);
      if (code === 0) resolve();
      else reject(new Error(`seeding the journeys' shop failed (${signal ?? `exit ${code}`})`));
    });
  });
}
