import type { Redis } from "ioredis";
import type { Bridge, Published } from "./hub";

/**
 * Realtime events between the shop's processes over Redis pub/sub (decision 031): what one
 * process publishes, every process (itself included) delivers to the browsers connected to it.
 * Uses its own subscriber connection (a subscribed Redis connection can do nothing else).
 */
export async function redisBridge(client: Redis, prefix = "bazaar", onError: (err: Error) => void = () => {}): Promise<Bridge> {
  const channel = `${prefix}:realtime`;
  // the client's options (commands fail at once while Redis is away); it reconnects and subscribes again by itself
  const subscriber = client.duplicate({ lazyConnect: true });
  subscriber.on("error", onError);
  await subscriber.connect();
  await subscriber.subscribe(channel);
  let deliver: (m: Published) => void = () => {};
  subscriber.on("message", (_channel: string, raw: string) => {
    try {
      deliver(JSON.parse(raw) as Published);
    } catch {
      // not ours: ignored
    }
  });
  return {
    async send(message) {
      await client.publish(channel, JSON.stringify(message));
    },
    onMessage(fn) {
      deliver = fn;
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
