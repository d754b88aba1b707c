import { describe, expect, it } from "vitest";
import { Cache } from "../../infra/cache";

/** A lazy thenable like drizzle's query builders: every `then` runs the "query" again. */
function lazyQuery(runs: { n: number }, value: string) {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what this test is about (drizzle queries are lazy thenables)
    then<T>(ok: (v: string) => T, fail?: (e: unknown) => T) {
      runs.n++;
      return Promise.resolve(value).then(ok, fail);
    },
  } as unknown as Promise<string>;
}

describe("reference data cache", () => {
  it("runs a lazy query once while the entry is fresh, however often it is read", async () => {
    const cache = new Cache();
    const runs = { n: 0 };
    for (let i = 0; i < 5; i++) expect(await cache.get("k", 60_000, () => lazyQuery(runs, "rows"))).toBe("rows");
    expect(runs.n).toBe(1);
  });

  it("loads again after the TTL and after an invalidation; a failed load is not kept", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", 1000, load)).toBe(1);
    now = 999;
    expect(await cache.get("a", 1000, load)).toBe(1);
    now = 1000;
    expect(await cache.get("a", 1000, load)).toBe(2);
    cache.invalidate("a");
    expect(await cache.get("a", 1000, load)).toBe(3);
    await expect(cache.get("b", 1000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("b", 1000, async () => "up")).toBe("up");
  });
});

describe("reference data cache bounds", () => {
  it("keeps at most maxEntries, the least recently read going first", async () => {
    const cache = new Cache(Date.now, { maxEntries: 2, maxBytes: 1_000_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", 60_000, load);
    await cache.get("b", 60_000, load);
    await cache.get("a", 60_000, load); // a read again
    await cache.get("c", 60_000, load); // b goes
    expect(cache.held.entries).toBe(2);
    expect(await cache.get("a", 60_000, load)).toBe(1);
    expect(await cache.get("b", 60_000, load)).toBe(4);
  });

  it("weighs loaded values as JSON and drops the oldest past maxBytes", async () => {
    const cache = new Cache(Date.now, { maxEntries: 100, maxBytes: 50 });
    await cache.get("a", 60_000, async () => "x".repeat(20)); // 22 bytes as JSON
    await Promise.resolve();
    await cache.get("b", 60_000, async () => "y".repeat(20));
    await Promise.resolve();
    expect(cache.held).toEqual({ entries: 2, bytes: 44 });
    await cache.get("c", 60_000, async () => "z".repeat(20));
    await Promise.resolve();
    expect(cache.held).toEqual({ entries: 2, bytes: 44 });
    let reloaded = false;
    await cache.get("a", 60_000, async () => {
      reloaded = true;
      return "again";
    });
    expect(reloaded).toBe(true);
  });
});
