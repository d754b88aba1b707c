import { ByteBoundedLru } from "../kernel/lru";

/** How many entries, and how many bytes of their values (as JSON), the cache keeps at most (decision 051). */
export const CACHE_BOUNDS = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024 };

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The loaded value's weight (its JSON length), 0 until it has loaded. */
  bytes: number;
}

/** A value's weight in the cache: the length of its JSON (a lower bound of what the heap holds), 0 when it has none. */
function weigh(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * In-process cache for reference data (settings, languages, categories …) that every page
 * reads and that changes rarely. Entries expire after their TTL; writers call `invalidate`,
 * which with Redis on also reaches every other process of the shop. Some keys follow the
 * request (a listing's slug, a shop), so the cache is bounded: past `maxEntries` entries or
 * `maxBytes` of loaded values the least recently read go first (kernel/lru.ts).
 */
export class Cache {
  private entries: ByteBoundedLru<string, Entry>;

  constructor(
    private readonly now: () => number = Date.now,
    bounds: { maxEntries: number; maxBytes: number } = CACHE_BOUNDS,
  ) {
    this.entries = new ByteBoundedLru<string, Entry>({ ...bounds, sizeOf: (entry) => entry.bytes });
  }

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    // Promise.resolve settles a thenable once: a drizzle query is a lazy thenable that runs
    // again on every `then`, so keeping it as it came would query on every hit.
    const value = Promise.resolve(load());
    const entry: Entry = { expires: this.now() + ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        // weighed once loaded; set again so the byte bound counts it
        if (this.entries.peek(key) !== entry) return;
        entry.bytes = weigh(loaded);
        this.entries.set(key, entry);
      },
      // A failed load is not cached.
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** How many entries are held and the bytes of their loaded values (as JSON). */
  get held(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.bytes };
  }

  /** Where invalidations go besides this process (Redis pub/sub when REDIS_URL is set). */
  broadcast: ((prefix: string) => void) | null = null;

  /** Drop every entry whose key starts with `prefix` ("" drops all), here and in the other processes. */
  invalidate(prefix = ""): void {
    this.invalidateLocal(prefix);
    this.broadcast?.(prefix);
  }

  invalidateLocal(prefix = ""): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix);
  }

  private listeners: ((prefix: string) => void)[] = [];

  /** Told of every invalidation, this process's and the others' (the guest page cache purges on any). */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.push(listener);
  }
}
