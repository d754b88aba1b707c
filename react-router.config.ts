import type { Config } from "@react-router/dev/config";

/** APP_PATH is applied at build time (vite base + router basename); `npm start` rebuilds when it changes. */
const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");

export default {
  ssr: true,
  // every route's manifest entry comes with the page's scripts (a cached file), instead of each page
  // matching the URL's parent paths for a partial manifest and the browser asking for the rest
  routeDiscovery: { mode: "initial" },
  basename: appPath ? `${appPath}/` : "/",
  // BUILD_DIR lets a second build live beside the first (parallel work); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every React Router 8 change decided here, so no build or start prints future-flag warnings; each line says why.
  future: {
    // loaders read `context.account`, `context.catalog` … from getLoadContext: a plain object, not middleware's RouterContextProvider
    v8_middleware: false,
    // no route has a clientLoader or clientAction to split off; opting in changes nothing we ship
    v8_splitRouteModules: true,
    // the build keeps the plain Vite build and its output layout (build/server, build/client)
    v8_viteEnvironmentApi: false,
    // loaders read the page's own URL from request.url (redirect targets, canonical links): keep the cleaned request
    v8_passThroughRequests: false,
    // data requests keep a trailing slash apart (/a/ and /a are different pages); client and server are built together
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
