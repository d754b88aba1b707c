import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite";

// React (and every library that looks) in its production build, as the shop runs it, and the JSX
// compiled for it: the page suites render the production build, and React's development build made
// them take about 15 % more CPU. Set before vite reads the config; the workers inherit it. The app's
// own mode is the test app's env (NODE_ENV test: tests/setup/test-app.ts).
process.env.NODE_ENV = "production";

export default defineConfig({
  plugins: [iconSprite("app/components/ui/icon-set.tsx")],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/db/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // a worker's suites share their modules: the shop's code is loaded once per worker instead of
    // once per file (about 1.5 s a file); a suite that replaces a module starts from none
    // (vi.resetModules in tests/api/password-reset.test.ts). Decision 061.
    isolate: false,
    // vitest's default is one worker fewer than the cores: on a two-core machine, one file at a time
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    // the run's seeded databases, made once and restored per suite (tests/setup/database-bases.ts)
    globalSetup: ["tests/setup/global-bases.ts"],
  },
});
