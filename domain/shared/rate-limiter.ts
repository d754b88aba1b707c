/**
 * Counts events per key over a sliding window (sign-in failures, reset requests). In memory
 * for one process; `server/redis-limiter.ts` keeps the same counts in Redis for many.
 */
export interface RateLimiter {
  /** Count one event now and answer how many the window holds, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many events the window holds now. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forget the key's events (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private events = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const list = this.recent(key, windowMs);
    list.push(this.now());
    this.events.set(key, list);
    if (this.events.size > 50_000) this.sweep(windowMs);
    return list.length;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs).length;
  }

  async reset(key: string): Promise<void> {
    this.events.delete(key);
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    return (this.events.get(key) ?? []).filter((t) => t > since);
  }

  private sweep(windowMs: number) {
    for (const key of [...this.events.keys()]) if (this.recent(key, windowMs).length === 0) this.events.delete(key);
  }
}
