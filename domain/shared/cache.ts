/**
 * In-process cache for reference data (settings, languages, categories …) that every page
 * reads and that changes rarely. Entries expire after their TTL; writers call `invalidate`,
 * which with Redis on also reaches every other process of the shop.
 */
export class Cache {
  private entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    // Promise.resolve settles a thenable once: a drizzle query is a lazy thenable that runs
    // again on every `then`, so keeping it as it came would query on every hit.
    const value = Promise.resolve(load());
    this.entries.set(key, { expires: this.now() + ttlMs, value });
    // A failed load is not cached.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Where invalidations go besides this process (Redis pub/sub when REDIS_URL is set). */
  broadcast: ((prefix: string) => void) | null = null;

  /** Drop every entry whose key starts with `prefix` ("" drops all), here and in the other processes. */
  invalidate(prefix = ""): void {
    this.invalidateLocal(prefix);
    this.broadcast?.(prefix);
  }

  invalidateLocal(prefix = ""): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix);
  }

  private listeners: ((prefix: string) => void)[] = [];

  /** Told of every invalidation, this process's and the others' (the guest page cache purges on any). */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.push(listener);
  }
}
