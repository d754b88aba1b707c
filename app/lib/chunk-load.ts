/** How long a page's script (a route module, a lazily loaded part) may take to arrive: the spec's chunk load timeout (section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A script that did not arrive: the import failed, or did not settle within the chunk load timeout. */
export class ChunkLoadFailure extends Error {
  constructor(
    readonly url: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? `Loading chunk ${url} timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms` : `Loading chunk ${url} failed`, options);
    this.name = "ChunkLoadFailure";
  }
}

/** The import, or a ChunkLoadFailure once it rejects or `timeoutMs` passes without it settling. */
export function withinChunkTimeout<T>(url: string, loading: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadFailure(url, true)), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof ChunkLoadFailure ? err : new ChunkLoadFailure(url, false, { cause: err }));
      },
    );
  });
}

/**
 * Whether an error a boundary caught is a script that did not arrive: ours, or the browsers'
 * words for a failed dynamic import (Chromium, Firefox, Safari) and Vite's for a failed preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadFailure) return true;
  const message = error instanceof Error ? error.message : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
    message,
  );
}

type RouteModules = Record<string, unknown>;
interface RouteManifest {
  routes: Record<string, { module: string } | undefined>;
}

/**
 * React Router's cache of route modules, watched (decision 070). React Router loads a page's
 * route module the first time it is navigated to (`route.id in cache`, else `import(module)`),
 * and when that import fails it reloads the whole document, the page the shopper was leaving;
 * an import that never settles leaves the navigation hanging. The cache answered here starts the
 * import itself the moment React Router asks for a route it has not got, within the chunk load
 * timeout, and hands React Router the promise (which it awaits): the module once it arrives, or
 * `failed(error)`, a stand-in module whose page says so, when it fails or times out.
 */
export function watchedRouteModules(
  cache: RouteModules,
  manifest: RouteManifest,
  failed: (error: ChunkLoadFailure) => unknown,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): RouteModules {
  return new Proxy(cache, {
    has(target, id) {
      if (typeof id !== "string" || id in target) return id in target;
      const url = manifest.routes[id]?.module;
      if (!url) return false;
      const loading = withinChunkTimeout(
        url,
        Promise.resolve().then(() => load(url)),
        timeoutMs,
      ).catch((err: ChunkLoadFailure) => {
        console.error(err);
        return failed(err);
      });
      target[id] = loading;
      // the cache holds the module itself again before React Router's await on the promise resumes
      void loading.then((module) => {
        target[id] = module;
      });
      return true;
    },
  });
}

/** This page's route module cache (React Router's `window.__reactRouterRouteModules`, before hydration) watched as above. */
export function watchRouteModules(failed: (error: ChunkLoadFailure) => unknown): void {
  const page = window as unknown as { __reactRouterRouteModules?: RouteModules; __reactRouterManifest?: RouteManifest };
  if (page.__reactRouterRouteModules && page.__reactRouterManifest)
    page.__reactRouterRouteModules = watchedRouteModules(page.__reactRouterRouteModules, page.__reactRouterManifest, failed);
}
