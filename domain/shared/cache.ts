/**
 * In-process cache for reference data (settings, languages, categories …) that every page
 * reads and that changes rarely. Entries expire after their TTL; writers call `invalidate`.
 */
export class Cache {
  private entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: this.now() + ttlMs, value });
    // A failed load is not cached.
    value.catch(() => { if (this.entries.get(key)?.value === value) this.entries.delete(key); });
    return value;
  }

  /** Drop every entry whose key starts with `prefix` ("" drops all). */
  invalidate(prefix = ""): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
