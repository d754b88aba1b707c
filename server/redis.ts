import { Redis } from "ioredis";
import type { Cache } from "../infra/cache";

export interface RedisHandle {
  client: Redis;
  /** what every key and channel of this shop starts with (REDIS_PREFIX): shops sharing a Redis stay apart */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Redis (REDIS_URL): shared by every process of the shop. For now it carries cache
 * invalidations between processes, so that a settings change made on one reaches all.
 */
export async function openRedis(url: string, cache: Cache, onError: (err: Error) => void, prefix = "bazaar"): Promise<RedisHandle> {
  const channel = `${prefix}:cache-invalidate`;
  // While Redis is away a command fails at once instead of waiting in a queue (the rate limiter then
  // counts in memory, a realtime event reaches this process's browsers only); it reconnects by itself
  // (decision 059).
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    retryStrategy: (n: number) => Math.min(n * 200, 5000),
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  try {
    await client.connect();
    await subscriber.connect();
  } catch (err) {
    client.disconnect();
    subscriber.disconnect();
    throw err;
  }
  client.on("error", onError);
  subscriber.on("error", onError);
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  await subscriber.subscribe(channel);
  subscriber.on("message", (_channel: string, message: string) => {
    const [from, prefix = ""] = message.split("\n");
    if (from !== origin) cache.invalidateLocal(prefix);
  });
  cache.broadcast = (prefix) => {
    client.publish(channel, `${origin}\n${prefix}`).catch(onError);
  };
  return {
    client,
    prefix,
    async close() {
      cache.broadcast = null;
      subscriber.disconnect();
      await client.quit().catch(() => {});
    },
  };
}
