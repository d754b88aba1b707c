import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import webpush from "web-push";
import type { DatabaseHandle } from "../../db/client";
import type { Database } from "../../db/client";
import { notifications, pushSubscriptions, systemKeys } from "../../db/schema";
import type { Logger } from "../../kernel/logger";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** who runs the shop, for push services (a mailto: or https: address) */
  subject: string;
}

/** The shop's VAPID keys: made on first start and kept (every process and restart signs alike). */
export async function vapidKeys(database: DatabaseHandle, subject: string): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await database.db
    .insert(systemKeys)
    .values([
      { name: "vapid_public_key", value: made.publicKey },
      { name: "vapid_private_key", value: made.privateKey },
    ])
    .onConflictDoNothing();
  const rows = await database.db
    .select()
    .from(systemKeys)
    .where(inArray(systemKeys.name, ["vapid_public_key", "vapid_private_key"]));
  const get = (name: string) => rows.find((r) => r.name === name)?.value ?? "";
  return { publicKey: get("vapid_public_key"), privateKey: get("vapid_private_key"), subject };
}

type NotificationRow = typeof notifications.$inferSelect;

/**
 * Web pushes for notifications just written (decision 034): each one is claimed by exactly one
 * process (`pushed_at`, set only where it is still empty), then sent, encrypted and signed with
 * the shop's VAPID key, to every browser its user subscribed. A subscription the push service
 * says is gone (404, 410) is removed; other failures are logged (the notification itself stays
 * on /user/notification either way).
 */
export async function pushNotifications(
  db: Database,
  keys: VapidKeys,
  rows: NotificationRow[],
  log: Logger,
  send = webpush.sendNotification,
) {
  if (!rows.length) return 0;
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(rows.map((r) => r.userId))]));
  let sent = 0;
  for (const n of rows) {
    const mine = subs.filter((s) => s.userId === n.userId);
    if (!mine.length) continue;
    const [claimed] = await db
      .update(notifications)
      .set({ pushedAt: new Date() })
      .where(and(eq(notifications.id, n.id), isNull(notifications.pushedAt)))
      .returning({ id: notifications.id });
    if (!claimed) continue;
    const payload = JSON.stringify({ title: n.title, body: n.details, url: n.url, tag: `notification-${n.id}` });
    for (const s of mine) {
      try {
        await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: keys,
          TTL: 24 * 3600,
          urgency: "normal",
          topic: randomBytes(8).toString("hex"),
        });
        sent++;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        else log.warn({ err, status, subscription: s.id }, "web push not delivered");
      }
    }
  }
  return sent;
}
