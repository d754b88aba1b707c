import { describe, expect, it } from "vitest";
import { MemoryRateLimiter, type RateLimiter } from "../../infra/rate-limiter";
import { isUnavailable } from "../../kernel/unavailable";
import { FallbackRateLimiter } from "../../server/redis-limiter";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isUnavailable (decision 059)", () => {
  it("PostgreSQL's shutdown and connection codes, socket errors and the drivers' messages, also as a cause", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "ECONNREFUSED", "ECONNRESET"])
      expect(isUnavailable(withCode(code)), code).toBe(true);
    expect(isUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
    expect(isUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    // drizzle's failed query carries the driver's error as its cause
    expect(isUnavailable(Object.assign(new Error("Failed query: select 1"), { cause: withCode("57P01") }))).toBe(true);
    expect(isUnavailable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("the request's own faults and the code's are not", () => {
    for (const code of ["23505", "40001", "22P02", "42P01"]) expect(isUnavailable(withCode(code)), code).toBe(false);
    expect(isUnavailable(new Error("boom"))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
    expect(isUnavailable("Connection terminated")).toBe(false);
  });
});

describe("FallbackRateLimiter", () => {
  it("counts in memory while its Redis fails, and says so once", async () => {
    const broken: RateLimiter = {
      hit: () => Promise.reject(new Error("Connection is closed.")),
      count: () => Promise.reject(new Error("Connection is closed.")),
      unhit: () => Promise.reject(new Error("Connection is closed.")),
      reset: () => Promise.reject(new Error("Connection is closed.")),
    };
    const told: unknown[] = [];
    const limiter = new FallbackRateLimiter(broken, new MemoryRateLimiter(), (err) => told.push(err));
    expect(await limiter.hit("k", 60_000)).toBe(1);
    expect(await limiter.hit("k", 60_000)).toBe(2);
    await limiter.unhit("k");
    expect(await limiter.count("k", 60_000)).toBe(1);
    await limiter.reset("k");
    expect(await limiter.count("k", 60_000)).toBe(0);
    expect(told).toHaveLength(1);
  });
});
