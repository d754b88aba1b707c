import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter, type RateLimiter } from "../../domain/shared/rate-limiter";
import { RedisRateLimiter } from "../../server/redis-limiter";

/** The sign-in and reset limits count events in a sliding window, in memory or in Redis (TEST_REDIS_URL; CI sets it). */
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
afterAll(async () => { await redis?.quit(); });

const limiters: { name: string; make: (now: () => number) => RateLimiter }[] = [
  { name: "memory", make: (now) => new MemoryRateLimiter(now) },
  ...(redis ? [{ name: "redis", make: (now: () => number) => new RedisRateLimiter(redis, now) }] : []),
];

describe.each(limiters)("rate limiter ($name)", ({ make }) => {
  const key = () => `test:${Math.random().toString(36).slice(2)}`;

  it("counts hits inside the window and forgets them once it has moved on", async () => {
    let now = 1_000_000;
    const limiter = make(() => now);
    const k = key();
    expect(await limiter.hit(k, 60_000)).toBe(1);
    now += 1000;
    expect(await limiter.hit(k, 60_000)).toBe(2);
    expect(await limiter.count(k, 60_000)).toBe(2);
    now += 59_500; // the first hit is now older than the window
    expect(await limiter.count(k, 60_000)).toBe(1);
    now += 1000;
    expect(await limiter.count(k, 60_000)).toBe(0);
  });

  it("keeps keys apart and resets one key only", async () => {
    const limiter = make(() => 5_000_000);
    const [a, b] = [key(), key()];
    await limiter.hit(a, 60_000);
    await limiter.hit(a, 60_000);
    await limiter.hit(b, 60_000);
    await limiter.reset(a);
    expect(await limiter.count(a, 60_000)).toBe(0);
    expect(await limiter.count(b, 60_000)).toBe(1);
  });

  it("counts every one of many hits made at once", async () => {
    const limiter = make(() => 9_000_000);
    const k = key();
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(k, 60_000)));
    expect(Math.max(...results)).toBe(25);
    expect(await limiter.count(k, 60_000)).toBe(25);
  });
});
