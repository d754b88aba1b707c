// Bundle the Hono server (server/, domain/, db/) into build/app-server.mjs; packages stay external.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/app-server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");
writeFileSync("build/stamp.json", JSON.stringify({ appPath, builtAt: new Date().toISOString() }));
console.log(`server bundle written (APP_PATH="${appPath}")`);
