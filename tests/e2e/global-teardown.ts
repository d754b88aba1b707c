import { rmSync } from "node:fs";

/** The run's seeded demo shop (playwright.config.ts): every shop of the run started on a copy of it. */
export default function globalTeardown() {
  const seedDir = process.env.E2E_SEED_DIR;
  if (seedDir) rmSync(seedDir, { recursive: true, force: true });
}
