import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { notificationsWritten } from "../../domain/notifications/notify";
import { NOTIFICATION_EVENT, type Realtime, type RealtimeNotice, userChannel } from "../../domain/realtime/channels";
import type { Logger } from "../../kernel/logger";
import { RealtimeHub } from "./hub";

/** How far back a round looks (a notification committed late, after a later one, is still found). */
const LOOK_BACK_MS = 60_000;
const ROUND_MS = 1_000;
/** How many ids below the newest a round still reads (transactions that took ids earlier but committed later). */
const LATE_ROWS = 200;

/**
 * The live side of notifications (decision 031): every process looks at the notifications
 * written lately (at once when one is written here, else each second) and tells the browsers
 * connected to it, on each user's private channel, with the user's unread count. The database
 * is shared by every process, so each delivers to its own connections and nothing is sent twice;
 * a notification written while a user was away is on `/user/notification` as always. With
 * `push`, the same rows go out as web pushes (each claimed by one process: decision 034).
 */
export function notificationFeed(
  db: Database,
  /** the built-in server's hub (its own connections only), or an outside service's publisher */
  live: RealtimeHub | Realtime | null,
  log: Logger,
  push?: (rows: (typeof notifications.$inferSelect)[]) => Promise<unknown>,
) {
  const delivered = new Map<number, number>(); // id → when (pruned after LOOK_BACK_MS)
  let startedAt = new Date();
  // rows are read by id from here (the primary key's range): a little below the newest seen, for rows committed late
  let floorId = 0;
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function round() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const since = new Date(Math.max(startedAt.getTime(), Date.now() - LOOK_BACK_MS));
      const rows = await db
        .select()
        .from(notifications)
        .where(and(gt(notifications.id, floorId), gt(notifications.createdAt, since), isNull(notifications.seenAt)))
        .orderBy(asc(notifications.id))
        .limit(500);
      const fresh = rows.filter((n) => !delivered.has(n.id));
      for (const n of fresh) delivered.set(n.id, Date.now());
      if (rows.length) floorId = Math.max(floorId, rows[rows.length - 1].id - LATE_ROWS);
      if (live) await deliverLive(db, live, fresh);
      // the live toasts first; pushes (calls to outside push services) after them
      if (push && fresh.length) await push(fresh).catch((err: unknown) => log.warn({ err }, "web push round failed"));
      const old = Date.now() - LOOK_BACK_MS * 2;
      for (const [id, at] of delivered) if (at < old) delivered.delete(id);
    } catch (err) {
      log.warn({ err }, "notification feed round failed");
    } finally {
      running = false;
      if (again) {
        again = false;
        void round();
      }
    }
  }

  const nudge = () => setTimeout(() => void round(), 50).unref();
  return {
    async start() {
      startedAt = new Date(Date.now() - 1000);
      const [top] = await db.select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications);
      floorId = Math.max(0, Number(top?.id ?? 0) - LATE_ROWS);
      notificationsWritten.add(nudge);
      timer = setInterval(() => void round(), ROUND_MS);
      timer.unref();
    },
    stop() {
      notificationsWritten.delete(nudge);
      if (timer) clearInterval(timer);
    },
    round,
  };
}

/** Tell the connected browsers of this process, on each user's private channel, with the user's unseen count. */
async function deliverLive(db: Database, live: RealtimeHub | Realtime, fresh: (typeof notifications.$inferSelect)[]) {
  // the built-in hub: only users connected to this process; an outside service: everyone (it knows who listens)
  const hub = live instanceof RealtimeHub ? live : null;
  const listening = hub ? fresh.filter((n) => hub.listeners(userChannel(n.userId)) > 0) : fresh;
  const unread = await unreadCounts(db, [...new Set(listening.map((n) => n.userId))]);
  for (const n of listening) {
    const data = n.data as { message_type?: RealtimeNotice["message_type"] } | null;
    const notice: RealtimeNotice = {
      id: n.id,
      title: n.title,
      message: n.details || n.title,
      message_type: data?.message_type ?? "info",
      url: n.url,
      unread: unread.get(n.userId) ?? 0,
    };
    const message = { channels: [userChannel(n.userId)], event: NOTIFICATION_EVENT, data: notice };
    if (hub) hub.deliver(message);
    else await live.publish(message);
  }
}

async function unreadCounts(db: Database, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const userId of userIds) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
    counts.set(userId, Number(row?.n ?? 0));
  }
  return counts;
}
