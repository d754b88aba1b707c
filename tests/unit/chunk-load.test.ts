import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadFailure, isChunkLoadError, watchedRouteModules } from "../../app/lib/chunk-load";

const manifest = { routes: { root: { module: "/assets/root.js" }, brands: { module: "/assets/brands.js" } } };
const standIn = (error: ChunkLoadFailure) => ({ default: "failed", error });

/** React Router's own steps in loadRouteModule: `id in cache`, then the cached value, awaited. */
async function loadAsReactRouter(cache: Record<string, unknown>, id: string) {
  if (id in cache) return await cache[id];
  return "react router would import it itself";
}

/** Issue 36 A: a route module that fails to load, or takes longer than the spec's 120 000 ms, becomes the error page. */
describe("watched route modules", () => {
  afterEach(() => vi.useRealTimers());

  it("the chunk load timeout is the spec's 120000 ms", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("a route module that arrives is handed over and kept as the module itself", async () => {
    const module = { default: "Brands" };
    const cache: Record<string, unknown> = { root: { default: "Root" } };
    const load = vi.fn(async () => module);
    const watched = watchedRouteModules(cache, manifest, standIn, load);
    expect(await loadAsReactRouter(watched, "root")).toEqual({ default: "Root" });
    expect(load).not.toHaveBeenCalled();
    expect(await loadAsReactRouter(watched, "brands")).toBe(module);
    expect(load).toHaveBeenCalledWith("/assets/brands.js");
    expect(cache.brands).toBe(module);
    // an id the manifest does not know is React Router's own business
    expect("nowhere" in watched).toBe(false);
  });

  it("a route module whose import rejects becomes the stand-in with a ChunkLoadFailure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const cache: Record<string, unknown> = {};
    const watched = watchedRouteModules(cache, manifest, standIn, () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/brands.js")),
    );
    const got = (await loadAsReactRouter(watched, "brands")) as ReturnType<typeof standIn>;
    expect(got.default).toBe("failed");
    expect(got.error).toBeInstanceOf(ChunkLoadFailure);
    expect(got.error.timedOut).toBe(false);
    expect(isChunkLoadError(got.error)).toBe(true);
    expect(cache.brands).toBe(got);
  });

  it("a route module that has not settled after 120000 ms becomes the stand-in, not a millisecond earlier", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const watched = watchedRouteModules({}, manifest, standIn, () => new Promise(() => {}));
    let got: ReturnType<typeof standIn> | undefined;
    void loadAsReactRouter(watched, "brands").then((m) => {
      got = m as ReturnType<typeof standIn>;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(got).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(got?.default).toBe("failed");
    expect(got?.error.timedOut).toBe(true);
  });

  it("tells the browsers' failed dynamic imports from other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://shop/assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Something else"))).toBe(false);
  });
});
