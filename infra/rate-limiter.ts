/**
 * Counts events per key over a sliding window (sign-in attempts, reset requests, sign-ups).
 * In memory for one process; `server/redis-limiter.ts` keeps the same counts in Redis for many.
 */
export interface RateLimiter {
  /** Count one event now and answer how many the window holds, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many events the window holds now. */
  count(key: string, windowMs: number): Promise<number>;
  /** Take back the key's newest event (an attempt counted up front that turned out not to count). */
  unhit(key: string): Promise<void>;
  /** Forget the key's events (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
}

interface Entry {
  times: number[];
  /** when the newest event leaves its window: the key can be dropped from then on */
  until: number;
}

/**
 * The limiter of a single process. Expired keys are swept at most once a minute (not on every
 * hit), and the map never holds more than `maxKeys` keys: beyond that the keys hit least
 * recently go first. (Many processes, or more keys than that: use Redis.)
 */
export class MemoryRateLimiter implements RateLimiter {
  private events = new Map<string, Entry>();
  private lastSweep: number;
  private readonly maxKeys: number;
  private readonly sweepEveryMs: number;

  constructor(
    private readonly now: () => number = Date.now,
    opts: { maxKeys?: number; sweepEveryMs?: number } = {},
  ) {
    this.maxKeys = opts.maxKeys ?? 100_000;
    this.sweepEveryMs = opts.sweepEveryMs ?? 60_000;
    this.lastSweep = now();
  }

  /** How many keys the map holds now (for tests and metrics). */
  get size(): number {
    return this.events.size;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const times = this.recent(key, windowMs, now);
    times.push(now);
    // Re-inserted, so the map's order stays "least recently hit first".
    this.events.delete(key);
    this.events.set(key, { times, until: now + windowMs });
    this.tidy(now);
    return times.length;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs, this.now()).length;
  }

  async unhit(key: string): Promise<void> {
    const entry = this.events.get(key);
    if (!entry) return;
    entry.times.pop();
    if (entry.times.length === 0) this.events.delete(key);
  }

  async reset(key: string): Promise<void> {
    this.events.delete(key);
  }

  private recent(key: string, windowMs: number, now: number): number[] {
    const since = now - windowMs;
    return (this.events.get(key)?.times ?? []).filter((t) => t > since);
  }

  private tidy(now: number) {
    if (now - this.lastSweep >= this.sweepEveryMs) {
      this.lastSweep = now;
      for (const [key, entry] of this.events) if (entry.until <= now) this.events.delete(key);
    }
    while (this.events.size > this.maxKeys) this.events.delete(this.events.keys().next().value as string);
  }
}
