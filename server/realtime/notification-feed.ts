import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { enqueueJobs } from "../../domain/jobs/queue";
import { notificationsWritten } from "../../domain/notifications/notify";
import { NOTIFICATION_EVENT, type Realtime, type RealtimeNotice, userChannel } from "../../domain/realtime/channels";
import type { Logger } from "../../kernel/logger";
import type { JobHandler } from "../jobs/worker";
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
 * a notification written while a user was away is on `/user/notification` as always. With an
 * outside service, each notification is queued once as a `realtime-publish` job instead (decision
 * 035: one publish whatever the number of processes, retried while the service fails). Web pushes
 * are queued with the notification itself.
 */
export function notificationFeed(
  db: Database,
  /** the built-in server's hub (its own connections only), or an outside service's publisher */
  live: RealtimeHub | Realtime | null,
  log: Logger,
) {
  const delivered = new Map<number, number>(); // id → when (pruned after LOOK_BACK_MS)
  let startedAt = new Date();
  // rows are read by id from here (the primary key's range): a little below the newest seen, for rows committed late
  let floorId = 0;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /**
   * One look at the notifications, answered once a look that began after the call is done: while
   * one runs, the callers meanwhile share one more after it (a caller that just wrote a
   * notification never returns before a round has seen it).
   */
  function round(): Promise<void> {
    if (!current) {
      current = look().finally(() => {
        current = null;
      });
      return current;
    }
    queued ??= current.then(() => {
      queued = null;
      return round();
    });
    return queued;
  }

  async function look() {
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
      if (live instanceof RealtimeHub) await deliverLive(db, live, fresh);
      else if (live)
        // every process sees the row; the key lets one job through
        await enqueueJobs(
          db,
          fresh.map((n) => ({ kind: "realtime-publish", payload: { notification: n.id }, dedupeKey: `live:${n.id}`, maxAttempts: 5 })),
        );
      const old = Date.now() - LOOK_BACK_MS * 2;
      for (const [id, at] of delivered) if (at < old) delivered.delete(id);
    } catch (err) {
      log.warn({ err }, "notification feed round failed");
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

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as its toast's event (on the user's private channel), with the user's unseen count. */
function liveMessage(n: NotificationRow, unread: number) {
  const data = n.data as { message_type?: RealtimeNotice["message_type"]; order?: unknown } | null;
  const notice: RealtimeNotice = {
    id: n.id,
    title: n.title,
    message: n.details || n.title,
    message_type: data?.message_type ?? "info",
    url: n.url,
    unread,
    ...(typeof data?.order === "string" ? { order: data.order } : {}),
  };
  return { channels: [userChannel(n.userId)], event: NOTIFICATION_EVENT, data: notice };
}

/** Tell the connected browsers of this process (users connected elsewhere hear it from their own process). */
async function deliverLive(db: Database, hub: RealtimeHub, fresh: NotificationRow[]) {
  const listening = fresh.filter((n) => hub.listeners(userChannel(n.userId)) > 0);
  const unread = await unreadCounts(db, [...new Set(listening.map((n) => n.userId))]);
  for (const n of listening) hub.deliver(liveMessage(n, unread.get(n.userId) ?? 0));
}

/**
 * The `realtime-publish` job: one notification to an outside Pusher-compatible service (which
 * knows who listens). A notification seen or removed meanwhile is not published; the service
 * failing throws, so the job is tried again with a backoff.
 */
export function realtimePublishJob(publisher: Realtime): JobHandler {
  return async (job, db) => {
    const { notification } = job.payload as { notification: number };
    const [n] = await db.select().from(notifications).where(eq(notifications.id, notification));
    if (!n || n.seenAt) return;
    const unread = await unreadCounts(db, [n.userId]);
    await publisher.publish(liveMessage(n, unread.get(n.userId) ?? 0));
  };
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
