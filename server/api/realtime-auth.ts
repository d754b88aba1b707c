import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { users } from "../../db/schema";
import { mayJoin } from "../../domain/realtime/channels";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { CHANNEL_NAME, channelAuth, SOCKET_ID, userAuth } from "../realtime/signatures";
import type { AppServices } from "../services";
import { contract } from "./route";

/**
 * Realtime authorization (spec section 9; decision 031): POST form-encoded `socket_id` and
 * `channel_name`, answered with Pusher's signature so the socket may join a private or presence
 * channel, or sign in as its user. Only one's own channel: anyone else's, a guest, or a malformed
 * request is 403. The same answers at Laravel's `/broadcasting/*` paths. Realtime off: 404.
 */
export function realtimeAuthRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const forbidden = (c: Context) => c.json({ message: "Forbidden" }, 403);

  async function who(c: Context) {
    const v = await resolveViewer(c, services);
    const userId = v.viewer.userId;
    if (userId === null) return null;
    const [me] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    return me ? { userId, name: `${me.firstName} ${me.lastName}`.trim() } : null;
  }

  const channelAuthorization = async (c: Context) => {
    const realtime = services.realtime;
    if (!realtime) return c.json({ message: "Not Found" }, 404);
    const form = await readBody(c);
    const socketId = String(form.socket_id ?? "");
    const channel = String(form.channel_name ?? "");
    if (!SOCKET_ID.test(socketId) || !CHANNEL_NAME.test(channel)) return forbidden(c);
    const me = await who(c);
    if (!me || !mayJoin(me.userId, channel.replace(/^presence-/, "private-"))) return forbidden(c);
    if (channel.startsWith("presence-")) {
      const channelData = JSON.stringify({ user_id: String(me.userId), user_info: { name: me.name } });
      return c.json({ auth: channelAuth(realtime.app, socketId, channel, channelData), channel_data: channelData });
    }
    if (!channel.startsWith("private-")) return forbidden(c);
    return c.json({ auth: channelAuth(realtime.app, socketId, channel) });
  };

  const userAuthentication = async (c: Context) => {
    const realtime = services.realtime;
    if (!realtime) return c.json({ message: "Not Found" }, 404);
    const form = await readBody(c);
    const socketId = String(form.socket_id ?? "");
    if (!SOCKET_ID.test(socketId)) return forbidden(c);
    const me = await who(c);
    if (!me) return forbidden(c);
    const userData = JSON.stringify({ id: String(me.userId), user_info: { name: me.name } });
    return c.json({ auth: userAuth(realtime.app, socketId, userData), user_data: userData });
  };

  for (const path of ["/pusher/auth", "/broadcasting/auth"]) contract(app, "post", path, { changesState: true }, channelAuthorization);
  for (const path of ["/pusher/user-auth", "/broadcasting/user-auth"])
    contract(app, "post", path, { changesState: true }, userAuthentication);
}
