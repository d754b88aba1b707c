import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeBases } from "./database-bases";

/**
 * The test run's seeded bases (tests/setup/database-bases.ts): one folder and one prefix of
 * template databases for the run, handed to every worker through the environment, removed at the end.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-bases-"));
  const run = `r${Date.now().toString(36)}${process.pid}`;
  process.env.TEST_BASES_DIR = dir;
  process.env.TEST_BASES_RUN = run;
  return () => removeBases(dir, run);
}
