import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter, type RateLimiter } from "../../infra/rate-limiter";
import { RedisRateLimiter } from "../../server/redis-limiter";

/** The sign-in and reset limits count events in a sliding window, in memory or in Redis (TEST_REDIS_URL; CI sets it). */
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
afterAll(async () => {
  await redis?.quit();
});

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

  it("unhit takes back the newest event only, and a key without events stays empty", async () => {
    let now = 2_000_000;
    const limiter = make(() => now);
    const k = key();
    await limiter.hit(k, 60_000);
    now += 10_000;
    await limiter.hit(k, 60_000);
    await limiter.unhit(k);
    expect(await limiter.count(k, 60_000)).toBe(1);
    now += 55_000; // the first (kept) hit leaves the window: the newest was the one taken back
    expect(await limiter.count(k, 60_000)).toBe(0);
    await limiter.unhit(k);
    await limiter.unhit(key());
    expect(await limiter.hit(k, 60_000)).toBe(1);
  });

  it("hits made at once and then taken back over the limit leave exactly the limit", async () => {
    const limiter = make(() => 7_000_000);
    const k = key();
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        if ((await limiter.hit(k, 60_000)) > 10) await limiter.unhit(k);
      }),
    );
    expect(await limiter.count(k, 60_000)).toBe(10);
  });

  it("counts every one of many hits made at once", async () => {
    const limiter = make(() => 9_000_000);
    const k = key();
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(k, 60_000)));
    expect(Math.max(...results)).toBe(25);
    expect(await limiter.count(k, 60_000)).toBe(25);
  });
});

describe("memory rate limiter housekeeping", () => {
  it("drops keys whose window has passed on a periodic sweep, not on every hit", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now, { sweepEveryMs: 60_000 });
    for (let i = 0; i < 1000; i++) await limiter.hit(`old:${i}`, 10_000);
    expect(limiter.size).toBe(1000);
    now = 30_000; // every old key is out of its window, but no sweep is due yet
    await limiter.hit("fresh", 10_000);
    expect(limiter.size).toBe(1001);
    now = 60_000;
    await limiter.hit("fresh", 10_000);
    expect(limiter.size).toBe(1);
    expect(await limiter.count("fresh", 10_000)).toBe(1);
  });

  it("never holds more keys than its bound: the least recently hit go first", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now, { maxKeys: 100 });
    await limiter.hit("watched", 900_000);
    for (let i = 0; i < 1000; i++) {
      now += 1;
      await limiter.hit(`flood:${i}`, 900_000);
      if (i % 50 === 0) await limiter.hit("watched", 900_000);
    }
    expect(limiter.size).toBe(100);
    expect(await limiter.count("flood:0", 900_000)).toBe(0);
    expect(await limiter.count("flood:999", 900_000)).toBe(1);
    expect(await limiter.count("watched", 900_000)).toBe(21);
  });
});
