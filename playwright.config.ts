import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const firstPort = Number(process.env.E2E_PORT ?? 3107);
/** How many journeys run at once, each worker against a shop of its own (E2E_WORKERS, 2 by default). */
const shops = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The run's demo shop, seeded once by the first shop to start and copied by each (scripts/e2e-server.mjs);
 * named after this Playwright process, removed when the run ends (tests/e2e/global-teardown.ts).
 */
const seedDir = process.env.E2E_SEED_DIR ?? path.join(os.tmpdir(), `shop-journeys-seed-${process.pid}`);
process.env.E2E_SEED_DIR = seedDir;

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell: the
 * headless-only build, the one Playwright itself runs headless; the journeys took 18 % less time
 * and the browser 30 % less CPU than in the full browser), else Debian's chromium.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** The address of the shop that Playwright's worker `parallelIndex` drives (tests/e2e/fixtures.ts). */
export const journeyShopUrl = (parallelIndex: number) => `http://127.0.0.1:${firstPort + (parallelIndex % shops)}`;

/**
 * Journeys in Debian's Chromium against the production build, each worker on a shop of its own
 * (a fresh embedded database each): a journey's files run in order in one worker, and journeys of
 * two workers never meet in one shop.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: shops,
  reporter: [["list"]],
  use: {
    baseURL: journeyShopUrl(0),
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    screenshot: "only-on-failure",
    // the shop's service worker would answer from its cache what a journey means to hold back;
    // the installable-shop journey allows it (tests/e2e/installable.spec.ts)
    serviceWorkers: "block",
  },
  webServer: Array.from({ length: shops }, (_, at) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `${journeyShopUrl(at)}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // stopped as a shop is (its data folder is removed on the way out); killed if it takes longer than its own forced exit
    gracefulShutdown: { signal: "SIGTERM", timeout: 12_000 },
    // The journeys read the reset mail in the dev mailbox, which production hides unless DEV_MAILBOX=1.
    env: {
      PORT: String(firstPort + at),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DEV_MAILBOX: "1",
      DEV_CLOCK: "1",
      APP_URL: journeyShopUrl(at),
      E2E_SEED_DIR: seedDir,
    },
  })),
});
