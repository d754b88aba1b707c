// Bundle the Hono server (server/, domain/, db/) into build/server-main.mjs (entry: build/app-server.mjs); packages stay external.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { compressAssets } from "./compress-assets.mjs";

const dir = process.env.BUILD_DIR ?? "build";
await build({
  entryPoints: ["server/index.ts"],
  outfile: `${dir}/server-main.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The entry sets NODE_ENV before any package loads (React picks its production build from it;
// imports are evaluated before a module's own code, so this needs its own module).
writeFileSync(`${dir}/app-server.mjs`, `process.env.NODE_ENV ??= "production";\nawait import("./server-main.mjs");\n`);
const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");
writeFileSync(`${dir}/stamp.json`, JSON.stringify({ appPath, builtAt: new Date().toISOString() }));
console.log(`server bundle written (APP_PATH="${appPath}")`);
// The client's fingerprinted assets compressed once (brotli 11 and gzip 9), served precompressed.
const assets = await compressAssets(`${dir}/client/assets`);
console.log(`assets compressed: ${assets.files} files, ${assets.raw >> 10} KB → br ${assets.br >> 10} KB, gzip ${assets.gz >> 10} KB`);
