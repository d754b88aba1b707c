import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3107);

/** Journeys in Debian's Chromium against the production build on a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // stopped as a shop is (its data folder is removed on the way out); killed if it takes longer than its own forced exit
    gracefulShutdown: { signal: "SIGTERM", timeout: 12_000 },
    // The journeys read the reset mail in the dev mailbox, which production hides unless DEV_MAILBOX=1.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DEV_MAILBOX: "1",
      DEV_CLOCK: "1",
      APP_URL: `http://127.0.0.1:${port}`,
    },
  },
});
