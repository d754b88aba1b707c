import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { RateLimiter } from "../domain/shared/rate-limiter";

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
