/**
 * A least-recently-used map bounded by entries and by bytes: when either bound is passed, the
 * entries used longest ago go first. The bytes are what `sizeOf` says an entry weighs (a page's
 * HTML length, a buffer's byteLength …); without `sizeOf` only the entry count bounds it.
 * An entry larger than `maxBytes` on its own is not kept. Reading with `get` marks an entry used;
 * `peek` does not. Used by the reference data cache (infra/cache.ts, decision 051).
 */
export class ByteBoundedLru<K, V> {
  // a Map iterates in insertion order: re-inserting on use keeps the oldest first
  private readonly map = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly opts: {
      maxEntries: number;
      maxBytes?: number;
      sizeOf?: (value: V, key: K) => number;
      onEvict?: (key: K, value: V) => void;
    },
  ) {
    if (!(opts.maxEntries > 0)) throw new RangeError("maxEntries must be above 0");
  }

  /** How many entries are held. */
  get size(): number {
    return this.map.size;
  }

  /** The bytes held, as `sizeOf` weighed them (0 without `sizeOf`). */
  get bytes(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  peek(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): this {
    const bytes = this.opts.sizeOf ? Math.max(0, this.opts.sizeOf(value, key)) : 0;
    this.delete(key);
    if (this.opts.maxBytes !== undefined && bytes > this.opts.maxBytes) return this;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    this.trim();
    return this;
  }

  delete(key: K): boolean {
    const hit = this.map.get(key);
    if (!hit) return false;
    this.map.delete(key);
    this.total -= hit.bytes;
    return true;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  keys(): IterableIterator<K> {
    return this.map.keys();
  }

  /** Entries from the least to the most recently used. */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, { value }] of this.map) yield [key, value];
  }

  private trim(): void {
    const maxBytes = this.opts.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.map.size > this.opts.maxEntries || this.total > maxBytes) {
      const oldest = this.map.entries().next();
      if (oldest.done) return;
      const [key, { value }] = oldest.value;
      this.delete(key);
      this.opts.onEvict?.(key, value);
    }
  }
}
