import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { RateLimiter } from "../infra/rate-limiter";

/** The rate limiter's counts in Redis (a sorted set per key, scored by time), shared by every process. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly client: Redis,
    private readonly now: () => number = Date.now,
    /** the shop's REDIS_PREFIX */
    private readonly prefix = "bazaar",
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = `${this.prefix}:limit:${key}`;
    const now = this.now();
    const results = await this.client
      .multi()
      .zremrangebyscore(k, 0, now - windowMs)
      .zadd(k, now, `${now}-${randomBytes(4).toString("hex")}`)
      .zcard(k)
      .pexpire(k, windowMs)
      .exec();
    return Number(results?.[2]?.[1] ?? 0);
  }

  async count(key: string, windowMs: number): Promise<number> {
    const k = `${this.prefix}:limit:${key}`;
    await this.client.zremrangebyscore(k, 0, this.now() - windowMs);
    return this.client.zcard(k);
  }

  async unhit(key: string): Promise<void> {
    await this.client.zpopmax(`${this.prefix}:limit:${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.client.del(`${this.prefix}:limit:${key}`);
  }
}

/**
 * Redis's counts while Redis answers; while it is away each process counts in its own memory (a
 * limit then holds per process, as on a single one) rather than refusing or letting everything
 * through (decision 059). Counts made in memory stay there when Redis is back.
 */
export class FallbackRateLimiter implements RateLimiter {
  private warnedAt = 0;

  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    /** told at most once every 30 s that the fallback counts */
    private readonly onFallback: (err: unknown) => void = () => {},
  ) {}

  hit(key: string, windowMs: number): Promise<number> {
    return this.either((l) => l.hit(key, windowMs));
  }

  count(key: string, windowMs: number): Promise<number> {
    return this.either((l) => l.count(key, windowMs));
  }

  unhit(key: string): Promise<void> {
    return this.either((l) => l.unhit(key));
  }

  reset(key: string): Promise<void> {
    return this.either((l) => l.reset(key));
  }

  private async either<T>(work: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    try {
      return await work(this.primary);
    } catch (err) {
      if (Date.now() - this.warnedAt > 30_000) {
        this.warnedAt = Date.now();
        this.onFallback(err);
      }
      return work(this.fallback);
    }
  }
}
