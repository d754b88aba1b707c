import { createHmac, timingSafeEqual } from "node:crypto";

/** The app's key (public: in the page) and secret (never leaves the server) that sign channel and user authorizations. */
export interface RealtimeApp {
  key: string;
  secret: string;
}

const hmac = (secret: string, subject: string) => createHmac("sha256", secret).update(subject).digest("hex");

/** A private channel's authorization as Pusher signs it: `key:HMAC-SHA256(secret, "socket_id:channel")`; a presence channel adds `:channel_data`. */
export function channelAuth(app: RealtimeApp, socketId: string, channel: string, channelData?: string): string {
  const subject = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmac(app.secret, subject)}`;
}

/** A user's sign-in authorization: `key:HMAC-SHA256(secret, "socket_id::user::user_data")`. */
export function userAuth(app: RealtimeApp, socketId: string, userData: string): string {
  return `${app.key}:${hmac(app.secret, `${socketId}::user::${userData}`)}`;
}

/** Compare a presented authorization with the expected one in constant time. */
export function sameAuth(presented: unknown, expected: string): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A socket id as the server hands them out: two groups of digits. */
export const SOCKET_ID = /^\d{1,16}\.\d{1,16}$/;
/** A channel name as Pusher allows them (up to 164 characters). */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
