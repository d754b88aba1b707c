import { eq } from "drizzle-orm";
import type Pusher from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { DatabaseHandle } from "../../db/client";
import { jobs, shops } from "../../db/schema";
import { notifyUser } from "../../domain/notifications/notify";
import { NOTIFICATION_EVENT, PUBLIC_NOTIFICATION_CHANNEL, userChannel } from "../../domain/realtime/channels";
import { jobHandlers } from "../../server/jobs/handlers";
import { jobWorker } from "../../server/jobs/worker";
import { notificationFeed } from "../../server/realtime/notification-feed";
import { channelAuth } from "../../server/realtime/signatures";
import { guest, signUp } from "../setup/accounts";
import { adminClient, receiptPng } from "../setup/payment-fixture";
import { present } from "../setup/present";
import { next, pusherClient, REALTIME_APP, startRealtimeShop, stateOf } from "../setup/realtime-fixture";
import { silentLog, testCtx } from "../setup/test-app";
import { TEST_DATABASES } from "../setup/test-db";
import { recharge } from "../setup/wallet-fixture";

type Shop = Awaited<ReturnType<typeof startRealtimeShop>>;

/** A raw WebSocket speaking the protocol by hand (for what pusher-js would never send). */
async function rawSocket(port: number, path = `/app/${REALTIME_APP.key}?protocol=7&client=js&version=8.4.0`) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on("close", (code) => resolve({ code })));
  const frame = async (event: string, tries = 50) => {
    for (let i = 0; i < tries; i++) {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    throw new Error(`no ${event}; got ${JSON.stringify(frames)}`);
  };
  return { ws, frame, closed, send: (o: unknown) => ws.send(typeof o === "string" ? o : JSON.stringify(o)) };
}

/** Issue 18 item 1: the shop's own Pusher-protocol server, spoken to by the real pusher-js client. */
describe("the built-in realtime server", () => {
  let database: DatabaseHandle;
  let shop: Shop;
  const clients: Pusher[] = [];
  const connect = (auth?: Parameters<typeof pusherClient>[1]) => {
    const p = pusherClient(shop.port, auth);
    clients.push(p);
    return p;
  };
  beforeAll(async () => {
    database = await TEST_DATABASES[0].open({ products: 5 });
    shop = await startRealtimeShop(database);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
    shop.switches.clientEvents = false;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it("connects, joins the public channel and receives what the shop publishes there", async () => {
    const pusher = connect();
    await stateOf(pusher, "connected");
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const channel = pusher.subscribe(PUBLIC_NOTIFICATION_CHANNEL);
    await next(channel, "pusher:subscription_succeeded");
    const heard = next<{ message: string; message_type: string }>(channel, NOTIFICATION_EVENT);
    await shop.hub.publish({
      channels: [PUBLIC_NOTIFICATION_CHANNEL],
      event: NOTIFICATION_EVENT,
      data: { message: "Sale!", message_type: "success" },
    });
    expect(await heard).toEqual({ message: "Sale!", message_type: "success" });
  });

  it("a user joins their own private channel through /pusher/auth; anyone else's is 403 and a guest cannot", async () => {
    const me = await signUp(shop.app);
    const other = await signUp(shop.app);
    const http = shop.httpClient();
    http.cookie = me.client.cookie;
    http.token = me.client.token;
    const pusher = connect(http);
    await stateOf(pusher, "connected");
    const mine = pusher.subscribe(userChannel(me.userId));
    await next(mine, "pusher:subscription_succeeded");
    const refused = async (channel: ReturnType<Pusher["subscribe"]>) =>
      String((await next<{ type: string; error: unknown }>(channel, "pusher:subscription_error")).error);
    expect(await refused(pusher.subscribe(userChannel(other.userId)))).toContain("status 403");
    const visitor = await guest(shop.app);
    const guestHttp = shop.httpClient();
    guestHttp.cookie = visitor.cookie;
    guestHttp.token = visitor.token;
    const guestPusher = connect(guestHttp);
    await stateOf(guestPusher, "connected");
    expect(await refused(guestPusher.subscribe(userChannel(me.userId)))).toContain("status 403");
    // a notification written for the user arrives on their channel with the unread count
    const heard = next<{ id: number; title: string; unread: number }>(mine, NOTIFICATION_EVENT);
    const row = await notifyUser(database.db, { userId: me.userId, title: "Your order was shipped", url: "/user/order-history" });
    expect(await heard).toMatchObject({ id: row.id, title: "Your order was shipped", unread: 1, message_type: "info" });
  });

  it("the auth calls: presence channel data, user sign-in data, Laravel's paths; malformed or foreign requests are 403", async () => {
    const me = await signUp(shop.app);
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const priv = await me.client.request("/broadcasting/auth", form({ socket_id: "123.456", channel_name: userChannel(me.userId) }));
    expect(priv.status).toBe(200);
    expect(await priv.json()).toEqual({ auth: channelAuth(REALTIME_APP, "123.456", userChannel(me.userId)) });
    const presence = await me.client.request(
      "/pusher/auth",
      form({ socket_id: "1.2", channel_name: `presence-App.Models.User.${me.userId}` }),
    );
    const body = await presence.json();
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: String(me.userId), user_info: { name: "Test User" } });
    expect(body.auth).toBe(channelAuth(REALTIME_APP, "1.2", `presence-App.Models.User.${me.userId}`, body.channel_data));
    const user = await me.client.request("/pusher/user-auth", form({ socket_id: "1.2" }));
    expect(JSON.parse((await user.json()).user_data)).toMatchObject({ id: String(me.userId) });
    for (const fields of [
      { socket_id: "abc", channel_name: userChannel(me.userId) },
      { socket_id: "1.2", channel_name: userChannel(me.userId + 1) },
      { socket_id: "1.2", channel_name: "private-orders" },
      { socket_id: "1.2", channel_name: "bad channel!" },
    ])
      expect((await me.client.request("/pusher/auth", form(fields))).status, JSON.stringify(fields)).toBe(403);
    // without the page's token: refused before anything (419)
    expect(
      (await me.client.request("/pusher/auth", { ...form({ socket_id: "1.2", channel_name: userChannel(me.userId) }), noToken: true }))
        .status,
    ).toBe(419);
  });

  it("ping and pong; a forged signature, malformed and oversized frames get Pusher's errors and the connection keeps serving", async () => {
    const s = await rawSocket(shop.port);
    const established = await s.frame("pusher:connection_established");
    const socketId = JSON.parse(String(established.data)).socket_id as string;
    s.send({ event: "pusher:ping", data: {} });
    await s.frame("pusher:pong");
    s.send({ event: "pusher:subscribe", data: { channel: "private-App.Models.User.1", auth: `${REALTIME_APP.key}:${"0".repeat(64)}` } });
    expect((await s.frame("pusher:subscription_error")).data).toMatchObject({ type: "AuthError", status: 401 });
    s.send("{not json");
    expect((await s.frame("pusher:error")).data).toMatchObject({ code: null });
    s.send({ event: "pusher:subscribe", data: { channel: "x".repeat(20_000) } });
    expect(JSON.stringify((await s.frame("pusher:error")).data)).toContain("too large");
    // a rightly signed private channel still works on the same connection
    s.send({
      event: "pusher:subscribe",
      data: { channel: "private-App.Models.User.1", auth: channelAuth(REALTIME_APP, socketId, "private-App.Models.User.1") },
    });
    expect((await s.frame("pusher_internal:subscription_succeeded")).channel).toBe("private-App.Models.User.1");
    // client events: refused while off, relayed to the channel's other members when on
    s.send({ event: "client-typing", channel: "private-App.Models.User.1", data: {} });
    expect(JSON.stringify((await s.frame("pusher:error")).data)).toContain("not enabled");
    s.ws.close();
  });

  it("an unknown app key or a missing protocol is refused with 4001 / 4008; a flood is closed with 4301 and others go on", async () => {
    const unknown = await rawSocket(shop.port, "/app/nope?protocol=7");
    expect((await unknown.frame("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await unknown.closed).code).toBe(4001);
    const noProtocol = await rawSocket(shop.port, `/app/${REALTIME_APP.key}`);
    expect((await noProtocol.closed).code).toBe(4008);
    const bystander = connect();
    await stateOf(bystander, "connected");
    const flood = await rawSocket(shop.port);
    await flood.frame("pusher:connection_established");
    for (let i = 0; i < 250; i++) flood.send({ event: "pusher:subscribe", data: { channel: `c${i}` } });
    expect((await flood.closed).code).toBe(4301);
    const channel = bystander.subscribe("after-flood");
    await next(channel, "pusher:subscription_succeeded");
    const heard = next(channel, "news");
    await shop.hub.publish({ channels: ["after-flood"], event: "news", data: { ok: true } });
    expect(await heard).toEqual({ ok: true });
  });

  it("X-Socket-Id leaves the sender out; client events reach the others when switched on", async () => {
    shop.switches.clientEvents = true;
    const a = await rawSocket(shop.port);
    const b = await rawSocket(shop.port);
    const ids = [a, b].map(async (s) => JSON.parse(String((await s.frame("pusher:connection_established")).data)).socket_id as string);
    const [idA, idB] = await Promise.all(ids);
    const channel = "private-App.Models.User.7";
    a.send({ event: "pusher:subscribe", data: { channel, auth: channelAuth(REALTIME_APP, idA, channel) } });
    b.send({ event: "pusher:subscribe", data: { channel, auth: channelAuth(REALTIME_APP, idB, channel) } });
    await Promise.all([a.frame("pusher_internal:subscription_succeeded"), b.frame("pusher_internal:subscription_succeeded")]);
    await shop.hub.publish({ channels: [channel], event: "status", data: { n: 1 }, exceptSocketId: idA });
    expect((await b.frame("status")).data).toBe(JSON.stringify({ n: 1 }));
    a.send({ event: "client-typing", channel, data: { who: "a" } });
    expect((await b.frame("client-typing")).data).toBe(JSON.stringify({ who: "a" }));
    await expect(a.frame("status", 3)).rejects.toThrow();
    a.ws.close();
    b.ws.close();
  });

  it("an operator's broadcast reaches every open page on the public channel; others get 404; bad input is 422", async () => {
    const admin = await adminClient(shop.app, database.db);
    const { client: shopper } = await signUp(shop.app);
    const pusher = connect();
    await stateOf(pusher, "connected");
    const channel = pusher.subscribe(PUBLIC_NOTIFICATION_CHANNEL);
    await next(channel, "pusher:subscription_succeeded");
    const send = (client: typeof shopper, fields: Record<string, unknown>) =>
      client.request("/admin/broadcast", { method: "POST", json: fields });
    expect((await send(shopper, { title: "Hi", message_type: "info" })).status).toBe(404);
    const bad = await send(admin, { title: "", message_type: "shout" });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["message_type", "title"]);
    const heard = next(channel, NOTIFICATION_EVENT);
    const res = await send(admin, { title: "<b>Maintenance</b> at 22:00", message: "Back at 22:15", message_type: "warning" });
    expect(res.status).toBe(200);
    expect(await heard).toEqual({ title: "<b>Maintenance</b> at 22:00", message: "Back at 22:15", message_type: "warning" });
    // sent with this connection's X-Socket-Id: everyone else hears it, not the sender
    const own: unknown[] = [];
    channel.bind(NOTIFICATION_EVENT, (d: unknown) => own.push(d));
    const fromHere = await admin.request("/admin/broadcast", {
      method: "POST",
      json: { title: "Not to myself", message_type: "info" },
      headers: { "x-socket-id": pusher.connection.socket_id },
    });
    expect(fromHere.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(own).toEqual([]);
  });

  it("announcements: a seller hears of a new follower, a shopper of wallet money approved", async () => {
    const seller = await signUp(shop.app);
    const { client: follower } = await signUp(shop.app);
    const [shopRow] = await database.db.select().from(shops).limit(1);
    await database.db.update(shops).set({ ownerId: seller.userId }).where(eq(shops.id, shopRow.id));
    const http = shop.httpClient();
    http.cookie = seller.client.cookie;
    http.token = seller.client.token;
    const pusher = connect(http);
    await stateOf(pusher, "connected");
    const mine = pusher.subscribe(userChannel(seller.userId));
    await next(mine, "pusher:subscription_succeeded");
    const heard = next<{ title: string; message_type: string; url: string }>(mine, NOTIFICATION_EVENT);
    expect((await follower.request(`/user/follow-shop?id=${shopRow.id}`)).status).toBe(200);
    expect(await heard).toMatchObject({ message_type: "success", url: `/shop/${shopRow.slug}` });
    // the wallet: a recharge approved by an operator tells its owner
    const admin = await adminClient(shop.app, database.db);
    const started = await recharge(seller.client, { amount: "12", payment_type: "offline_method", id: 1 }, { bytes: await receiptPng() });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const credited = next<{ title: string }>(mine, NOTIFICATION_EVENT);
    expect((await admin.request(`/admin/wallet-recharges/${started.body.wallet.id}/approve`, { method: "POST", json: {} })).status).toBe(
      200,
    );
    expect((await credited).title).toContain("12.00");
  });

  it("with an outside Pusher service and two processes, each new notification is published once, and again after the service failed", async () => {
    const got: { channels: string[]; event: string; data: unknown }[] = [];
    let failures = 1;
    const outsideService = {
      publish: async (m: { channels: string[]; event: string; data: unknown }) => {
        if ((m.data as { title?: string }).title === "Shipped" && failures-- > 0) throw new Error("pusher answered 503");
        got.push(m);
      },
    };
    // each process reads the notifications and queues a publish job; the key lets one through
    const feeds = [notificationFeed(database.db, outsideService, silentLog), notificationFeed(database.db, outsideService, silentLog)];
    const workers = feeds.map(() =>
      jobWorker({
        db: database.db,
        log: silentLog,
        pollMs: 50,
        backoffMs: 100,
        handlers: jobHandlers({
          ctx: testCtx(database.db),
          mail: { transport: null, from: "x@example.com" },
          push: () => null,
          outsideRealtime: outsideService,
        }),
      }),
    );
    for (const f of feeds) await f.start();
    for (const w of workers) w.start();
    try {
      const me = await signUp(shop.app);
      const row = await notifyUser(database.db, { userId: me.userId, title: "Shipped", url: "/user/order-history" });
      for (let i = 0; i < 80 && !got.some((m) => m.channels[0] === userChannel(me.userId)); i++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 1_200)); // two more feed rounds: nothing more goes out
      expect(got.filter((m) => m.channels[0] === userChannel(me.userId))).toEqual([
        {
          channels: [userChannel(me.userId)],
          event: NOTIFICATION_EVENT,
          data: expect.objectContaining({ id: row.id, title: "Shipped", unread: 1 }),
        },
      ]);
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `live:${row.id}`));
      expect(job).toMatchObject({ kind: "realtime-publish", state: "done", attempts: 2, lastError: null });
    } finally {
      for (const f of feeds) f.stop();
      for (const w of workers) await w.stop();
    }
  });

  it("a feed round asked for while another runs answers only once a round that began after it is done", async () => {
    const feed = notificationFeed(database.db, { publish: async () => {} }, silentLog);
    await feed.start();
    try {
      const me = await signUp(shop.app);
      const row = await notifyUser(database.db, { userId: me.userId, title: "Packed", url: "/user/order-history" });
      // the second ask comes while the first runs: it must not answer before a round has queued the publish
      const first = feed.round();
      await feed.round();
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `live:${row.id}`));
      expect(job).toMatchObject({ kind: "realtime-publish" });
      await first;
    } finally {
      feed.stop();
    }
  });

  it("after the server restarts, pusher-js reconnects, joins again and hears what comes next", async () => {
    const pusher = connect();
    await stateOf(pusher, "connected");
    const channel = pusher.subscribe("restart-news");
    await next(channel, "pusher:subscription_succeeded");
    const firstId = pusher.connection.socket_id;
    const states: string[] = [];
    pusher.connection.bind("state_change", (s: { current: string }) => states.push(s.current));
    await shop.restartSockets();
    await new Promise((r) => setTimeout(r, 100));
    await stateOf(pusher, "connected", 10_000);
    expect(states).toContain("connecting");
    expect(pusher.connection.socket_id).not.toBe(firstId);
    await new Promise((r) => setTimeout(r, 300));
    const heard = next(channel, "news");
    await shop.hub.publish({ channels: ["restart-news"], event: "news", data: { again: true } });
    expect(await heard).toEqual({ again: true });
  });
});

/** Issue 18 item 1: with several processes, an event published by one reaches a browser connected to another (Redis pub/sub). */
describe.skipIf(!process.env.TEST_REDIS_URL)("realtime across processes through Redis", () => {
  it("what one server publishes, a client of the other hears; each only once", async () => {
    const { Redis } = await import("ioredis");
    const { redisBridge } = await import("../../server/realtime/redis-bridge");
    const database = await TEST_DATABASES[0].open({ products: 5 });
    const redisUrl = present(process.env.TEST_REDIS_URL, "TEST_REDIS_URL");
    const redisA = new Redis(redisUrl);
    const redisB = new Redis(redisUrl);
    const one = await startRealtimeShop(database, { bridge: await redisBridge(redisA) });
    const two = await startRealtimeShop(database, { bridge: await redisBridge(redisB), seed: false });
    const pusher = pusherClient(two.port);
    try {
      await stateOf(pusher, "connected");
      const channel = pusher.subscribe(PUBLIC_NOTIFICATION_CHANNEL);
      await next(channel, "pusher:subscription_succeeded");
      const heard: unknown[] = [];
      channel.bind(NOTIFICATION_EVENT, (d: unknown) => heard.push(d));
      await one.hub.publish({
        channels: [PUBLIC_NOTIFICATION_CHANNEL],
        event: NOTIFICATION_EVENT,
        data: { message: "from one", message_type: "info" },
      });
      for (let i = 0; i < 50 && !heard.length; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([{ message: "from one", message_type: "info" }]);
    } finally {
      pusher.disconnect();
      await one.close();
      await two.close();
      redisA.disconnect();
      redisB.disconnect();
      await database.close();
    }
  });
});
