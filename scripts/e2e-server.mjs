// The shop for the browser journeys: the production build on a fresh embedded database in a temp dir,
// removed when the shop exits (Playwright stops it with SIGTERM: playwright.config.ts). Folders left
// by a run that was killed outright are removed at the next start.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PREFIX = "shop-e2e-";

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

const dataDir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
delete process.env.APP_PATH;
// BUILD_DIR: a build beside build/ (parallel work), as the build and the page suites take it; the
// server bundle finds its packages from where it lies, so keep it inside the project (build-*/ is
// ignored by git) or link node_modules beside it
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "app-server.mjs")).href);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
