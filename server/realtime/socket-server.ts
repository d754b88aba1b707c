import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "../../kernel/logger";
import type { Member, RealtimeHub } from "./hub";
import { CHANNEL_NAME, channelAuth, type RealtimeApp, sameAuth, userAuth } from "./signatures";

/** The limits a connection lives by (Pusher's, where Pusher has one). */
export const REALTIME_LIMITS = {
  /** seconds: what the server tells the client; silence longer than this plus the pong timeout closes it (4201) */
  activityTimeoutS: 120,
  pongTimeoutS: 30,
  /** a frame's largest size in bytes (Pusher's 10 KB for events) */
  maxFrameBytes: 10_240,
  /** channels one connection may be in */
  maxChannels: 100,
  /** frames per 10 seconds before the connection is closed for flooding (4301) */
  maxFramesPer10s: 200,
} as const;

interface Options {
  hub: RealtimeHub;
  app: () => RealtimeApp;
  /** the path prefix the shop is served under (APP_PATH) */
  basePath: string;
  /** relay `client-*` events between members of private and presence channels */
  clientEvents: () => boolean;
  log: Logger;
}

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

/**
 * A Pusher-protocol (7) server on the shop's own HTTP server (decision 031): WebSocket upgrades
 * at `{APP_PATH}/app/{key}`; public, private and presence channels; `pusher:ping`/`pong`;
 * `pusher:signin`; client events only when switched on. Bad input gets Pusher's error codes and
 * never disturbs other connections. Answers the `upgrade` handler and a way to close everything.
 */
export function realtimeServer(opts: Options) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const prefix = `${opts.basePath}/app/`;

  const sweep = setInterval(() => {
    const limit = Date.now() - (REALTIME_LIMITS.activityTimeoutS + REALTIME_LIMITS.pongTimeoutS) * 1000;
    for (const ws of wss.clients) if ((ws as Tracked).lastSeen < limit) ws.close(4201, "Pong reply not received");
  }, 15_000);
  sweep.unref();

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://shop");
    if (!url.pathname.startsWith(prefix)) return false;
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws as Tracked, url));
    return true;
  }

  function accept(ws: Tracked, url: URL) {
    ws.lastSeen = Date.now();
    const fail = (code: number, message: string) => {
      ws.send(frame("pusher:error", { code, message }));
      ws.close(code, message);
    };
    const app = opts.app();
    if (decodeURIComponent(url.pathname.slice(prefix.length)) !== app.key)
      return fail(4001, `App key ${url.pathname.slice(prefix.length)} not in this cluster`);
    const protocol = url.searchParams.get("protocol");
    if (!protocol) return fail(4008, "No protocol version supplied");
    if (Number(protocol) < 5 || Number(protocol) > 7) return fail(4007, `Unsupported protocol version ${protocol}`);

    const member: Member = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Map(),
      send: (f) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(f);
      },
    };
    opts.hub.connect(member);
    let window = { start: Date.now(), frames: 0 };
    ws.on("message", (raw, isBinary) => {
      ws.lastSeen = Date.now();
      if (Date.now() - window.start > 10_000) window = { start: Date.now(), frames: 0 };
      if (++window.frames > REALTIME_LIMITS.maxFramesPer10s) return fail(4301, "Too many messages: rate limit exceeded");
      const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
      if (isBinary || size > REALTIME_LIMITS.maxFrameBytes)
        return member.send(
          frame("pusher:error", { code: null, message: `Message too large or not text (largest ${REALTIME_LIMITS.maxFrameBytes} bytes)` }),
        );
      let message: { event?: unknown; data?: unknown; channel?: unknown };
      try {
        message = JSON.parse(raw.toString());
        if (!message || typeof message !== "object" || typeof message.event !== "string") throw new Error("no event");
      } catch {
        return member.send(frame("pusher:error", { code: null, message: "Malformed message: expected JSON with an event" }));
      }
      handle(member, message as { event: string; data?: unknown; channel?: unknown }, app);
    });
    ws.on("close", () => opts.hub.disconnect(member));
    ws.on("error", () => ws.terminate());
    member.send(
      frame(
        "pusher:connection_established",
        JSON.stringify({ socket_id: member.socketId, activity_timeout: REALTIME_LIMITS.activityTimeoutS }),
      ),
    );
  }

  function handle(member: Member, message: { event: string; data?: unknown; channel?: unknown }, app: RealtimeApp) {
    const data = (typeof message.data === "string" ? safeJson(message.data) : message.data) as Record<string, unknown> | null;
    switch (message.event) {
      case "pusher:ping":
        return member.send(frame("pusher:pong", {}));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return subscribe(member, data ?? {}, app);
      case "pusher:unsubscribe":
        if (typeof data?.channel === "string") opts.hub.leave(member, data.channel);
        return;
      case "pusher:signin": {
        const userData = typeof data?.user_data === "string" ? data.user_data : "";
        if (!userData || !sameAuth(data?.auth, userAuth(app, member.socketId, userData)))
          return member.send(frame("pusher:error", { code: 4009, message: "Invalid user authentication signature" }));
        return member.send(frame("pusher:signin_success", { user_data: userData }));
      }
      default:
        return clientEvent(member, message);
    }
  }

  function subscribe(member: Member, data: Record<string, unknown>, app: RealtimeApp) {
    const channel = data.channel;
    if (typeof channel !== "string" || !CHANNEL_NAME.test(channel))
      return member.send(frame("pusher:error", { code: null, message: "Invalid channel name" }));
    const refuse = (error: string) => member.send(frame("pusher:subscription_error", { type: "AuthError", error, status: 401 }, channel));
    if (member.channels.has(channel)) return member.send(frame("pusher_internal:subscription_succeeded", "{}", channel));
    if (member.channels.size >= REALTIME_LIMITS.maxChannels)
      return refuse(`At most ${REALTIME_LIMITS.maxChannels} channels per connection`);
    const presence = channel.startsWith("presence-");
    if (presence || channel.startsWith("private-")) {
      const channelData = presence && typeof data.channel_data === "string" ? data.channel_data : undefined;
      if (presence && channelData === undefined) return refuse("Presence channels need channel_data");
      if (!sameAuth(data.auth, channelAuth(app, member.socketId, channel, channelData))) return refuse("Invalid signature");
      // here a presence channel has its channel_data, and no other channel has any
      if (channelData !== undefined) {
        const parsed = safeJson(channelData) as { user_id?: unknown; user_info?: unknown } | null;
        if (parsed?.user_id === undefined || parsed.user_id === null) return refuse("channel_data needs a user_id");
        opts.hub.join(member, channel, { userId: String(parsed.user_id), userInfo: parsed.user_info ?? null });
        return member.send(frame("pusher_internal:subscription_succeeded", JSON.stringify(opts.hub.presence(channel)), channel));
      }
    }
    opts.hub.join(member, channel);
    member.send(frame("pusher_internal:subscription_succeeded", "{}", channel));
  }

  function clientEvent(member: Member, message: { event: string; data?: unknown; channel?: unknown }) {
    const channel = typeof message.channel === "string" ? message.channel : "";
    if (!message.event.startsWith("client-"))
      return member.send(frame("pusher:error", { code: null, message: `Unknown event ${message.event}` }));
    if (!opts.clientEvents())
      return member.send(frame("pusher:error", { code: null, message: "Client events are not enabled for this app" }));
    if (!/^(private|presence)-/.test(channel) || !member.channels.has(channel))
      return member.send(frame("pusher:error", { code: null, message: "Client events need a private or presence channel you are in" }));
    opts.hub.relay(member, channel, message.event, message.data ?? {});
  }

  return {
    upgrade,
    connections: () => wss.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        for (const ws of wss.clients) ws.close(4200, "Server restarting");
        wss.close(() => resolve());
      }),
  };
}

type Tracked = WebSocket & { lastSeen: number };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
