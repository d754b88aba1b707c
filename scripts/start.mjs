// `npm start`: build when there is no build (or it was made for another APP_PATH), then serve.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");
let stamp = null;
try {
  stamp = JSON.parse(readFileSync("build/stamp.json", "utf8"));
} catch {
  /* no build yet */
}
if (!existsSync("build/app-server.mjs") || !stamp || stamp.appPath !== appPath) {
  console.log(stamp ? `Rebuilding for APP_PATH="${appPath}"…` : "Building the shop (first start)…");
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
process.env.NODE_ENV ??= "production";
await import(new URL("../build/app-server.mjs", import.meta.url).href);
