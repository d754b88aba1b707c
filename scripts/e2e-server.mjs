// The shop for the browser journeys: the production build on a fresh embedded database in a temp dir.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
delete process.env.APP_PATH;
await import("../build/app-server.mjs");
