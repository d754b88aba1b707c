import type { Config } from "@react-router/dev/config";

/** APP_PATH is applied at build time (vite base + router basename); `npm start` rebuilds when it changes. */
const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");

export default {
  ssr: true,
  // every route's manifest entry comes with the page's scripts (a cached file), instead of each page
  // matching the URL's parent paths for a partial manifest and the browser asking for the rest
  routeDiscovery: { mode: "initial" },
  basename: appPath ? appPath + "/" : "/",
  // BUILD_DIR lets a second build live beside the first (parallel work); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
