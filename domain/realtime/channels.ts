/**
 * The realtime channels and events the shop speaks (spec sections 7 and 9; decision 031): the
 * public channel every signed-in page listens on, the event its notifications come as (Laravel's
 * `App.Events` namespace, as the reference's client binds it), and each user's private channel.
 */
export const PUBLIC_NOTIFICATION_CHANNEL = "notification-send-4";
export const NOTIFICATION_EVENT = "App\\Events\\PusherNotification";

const USER_CHANNEL = /^private-App\.Models\.User\.(\d{1,12})$/;

/** A user's own private channel. */
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;

/** Whether a signed-in user (or a guest: null) may join a private or presence channel: only their own. */
export function mayJoin(userId: number | null, channel: string): boolean {
  if (userId === null) return false;
  const own = USER_CHANNEL.exec(channel);
  return own !== null && Number(own[1]) === userId;
}

/** A notification as the client's toast reads it: `message` and `message_type` (success, error, warning; otherwise info). */
export interface RealtimeNotice {
  id?: number;
  title: string;
  message: string;
  message_type: "success" | "error" | "warning" | "info";
  url?: string | null;
  /** the unread count after this one, for the header's badge */
  unread?: number;
  /** the order it tells of (a status, a parcel's step): an open page showing that order reloads it (decision 077) */
  order?: string;
}

/** Publishing to connected browsers: in this process (and, with Redis, to the others), or to an outside Pusher-compatible service. */
export interface Realtime {
  publish(message: { channels: string[]; event: string; data: unknown; exceptSocketId?: string }): Promise<void>;
}
