import { createECDH, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import type { DatabaseHandle } from "../../db/client";
import { jobs, pushSubscriptions } from "../../db/schema";
import { notifyUser } from "../../domain/notifications/notify";
import { jobHandlers } from "../../server/jobs/handlers";
import { jobWorker } from "../../server/jobs/worker";
import { type VapidKeys, vapidKeys } from "../../server/realtime/web-push";
import { guest, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { makeTestApp, silentLog } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** A browser's push keys: a P-256 public key and a 16-byte auth secret, base64url (as PushSubscription.toJSON gives them). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/**
 * The real request web-push builds (encrypted payload, VAPID signature, TTL), carried over plain
 * HTTP to the local push service instead of TLS: only the transport differs from production.
 */
const overHttp = async (subscription: webpush.PushSubscription, payload?: string | Buffer | null, options?: webpush.RequestOptions) => {
  const request = webpush.generateRequestDetails(subscription, payload ?? "", options);
  const res = await fetch(request.endpoint.replace(/^https:/, "http:"), {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body as Buffer),
  });
  if (res.status >= 400) throw Object.assign(new Error(`push service ${res.status}`), { statusCode: res.status });
  return { statusCode: res.status, body: "", headers: {} };
};

/** Issue 18 item 4: VAPID keys, subscriptions, and pushes sent once to a push service (a local one here). */
describeOnDatabases("web push", { products: 3 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let keys: VapidKeys;
  let ctx: Awaited<ReturnType<typeof makeTestApp>>["ctx"];
  const received: { headers: IncomingMessage["headers"]; bytes: number; path: string }[] = [];
  let answer = 201;
  const pushService = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, bytes, path: req.url ?? "" });
      res.writeHead(answer).end();
    });
  });
  let endpointBase = "";
  beforeAll(async () => {
    database = on.database;
    const made = await makeTestApp(database, { pushSend: overHttp });
    ctx = made.ctx;
    app = made.app;
    keys = await vapidKeys(database, "mailto:shop@example.com");
    made.services.push = keys;
    pushService.listen(0, "127.0.0.1");
    await once(pushService, "listening");
    endpointBase = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}/push`;
  });
  afterAll(async () => {
    pushService.close();
  });

  it("the VAPID keys are made once and kept; the public one is given to browsers", async () => {
    expect(await vapidKeys(database, "mailto:x@example.com")).toMatchObject({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    const res = await app.request("/push/key");
    expect(await res.json()).toEqual({ public_key: keys.publicKey });
  });

  it("subscribing: bad addresses or keys are 422 and store nothing; a guest is 401; the same browser moves to the new user", async () => {
    const me = await signUp(app);
    const good = { endpoint: `${endpointBase}/a-${me.userId}`, keys: browserKeys() };
    for (const bad of [
      { ...good, endpoint: "http://push.example.com/x" },
      { ...good, endpoint: "not a url" },
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: "not base64!" } },
      { endpoint: good.endpoint },
    ]) {
      const res = await call(me.client, "/user/push/subscribe", bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.userId))).toEqual([]);
    expect((await call(await guest(app), "/user/push/subscribe", good)).status).toBe(401);
    expect((await call(me.client, "/user/push/subscribe", good)).status).toBe(200);
    const other = await signUp(app);
    expect((await call(other.client, "/user/push/subscribe", good)).status).toBe(200);
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, good.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([other.userId]);
    // unsubscribing removes only one's own
    expect((await call(me.client, "/user/push/unsubscribe", { endpoint: good.endpoint })).body).toMatchObject({ removed: 0 });
    expect((await call(other.client, "/user/push/unsubscribe", { endpoint: good.endpoint })).body).toMatchObject({ removed: 1 });
  });

  it("a notification is pushed once, encrypted and signed, to each of the user's browsers; a gone browser is forgotten", async () => {
    const me = await signUp(app);
    for (const name of ["phone", "laptop"])
      expect(
        (await call(me.client, "/user/push/subscribe", { endpoint: `${endpointBase}/${name}-${me.userId}`, keys: browserKeys() })).status,
      ).toBe(200);
    received.length = 0;
    await notifyUser(database.db, { userId: me.userId, title: "Your order was shipped", url: "/user/order-history" });
    // queued with the notification: one job per browser
    expect((await database.db.select().from(jobs).where(eq(jobs.kind, "web-push"))).filter((j) => j.state === "queued")).toHaveLength(2);
    // two processes work the queue at once: each push goes out once
    const worker = () =>
      jobWorker({
        db: database.db,
        log: silentLog,
        pollMs: 0,
        handlers: jobHandlers({
          ctx,
          mail: { transport: null, from: "x@example.com" },
          push: () => keys,
          pushSend: overHttp,
          outsideRealtime: null,
        }),
      });
    const [a, b] = [worker(), worker()];
    await Promise.all([a.drain(), b.drain()]);
    expect(received.map((r) => r.path).sort()).toEqual([`/push/laptop-${me.userId}`, `/push/phone-${me.userId}`]);
    for (const r of received) {
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      expect(r.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      expect(r.bytes).toBeGreaterThan(100); // the payload, encrypted (never the title in clear)
    }
    // the push service is down: the job waits (backoff) and goes out when it is back
    answer = 503;
    received.length = 0;
    await notifyUser(database.db, { userId: me.userId, title: "Out for delivery" });
    await a.drain();
    expect(received).toHaveLength(2);
    const waiting = (await database.db.select().from(jobs).where(eq(jobs.kind, "web-push"))).filter((j) => j.state === "queued");
    expect(waiting.map((j) => [j.attempts, j.lastError])).toEqual([
      [1, "push service 503"],
      [1, "push service 503"],
    ]);
    expect(waiting.every((j) => j.runAt.getTime() > Date.now() + 2_000)).toBe(true);
    answer = 201;
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.state, "queued"));
    await b.drain();
    expect(received).toHaveLength(4);
    // the push service says the browsers' subscriptions are gone: they are removed
    answer = 410;
    await notifyUser(database.db, { userId: me.userId, title: "Delivered" });
    await a.drain();
    answer = 201;
    const left = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.userId));
    expect(left).toEqual([]);
  });
});
