import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite";

export default defineConfig({
  plugins: [iconSprite("app/components/ui/icon-set.tsx")],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/db/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
