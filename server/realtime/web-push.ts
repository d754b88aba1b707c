import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import type { DatabaseHandle } from "../../db/client";
import { notifications, pushSubscriptions, systemKeys } from "../../db/schema";
import type { JobHandler } from "../jobs/worker";

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

/** How a push goes out (web-push's `sendNotification`, or a stand-in in tests). */
export type PushSend = typeof webpush.sendNotification;

/**
 * The `web-push` job (decisions 034, 035): one notification to one subscribed browser, encrypted
 * and signed with the shop's VAPID key. Queued with the notification, so it goes out once
 * whichever process works it, and again later when the push service fails. A subscription the
 * push service says is gone (404, 410) is removed; a notification or subscription that is gone
 * by now is nothing to do.
 */
export function webPushJob(keys: VapidKeys, send: PushSend = webpush.sendNotification): JobHandler {
  return async (job, db) => {
    const { notification, subscription } = job.payload as { notification: number; subscription: number };
    const [n] = await db.select().from(notifications).where(eq(notifications.id, notification));
    const [s] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription));
    if (!n || !s || s.userId !== n.userId) return;
    const payload = JSON.stringify({ title: n.title, body: n.details, url: n.url, tag: `notification-${n.id}` });
    try {
      await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        vapidDetails: keys,
        TTL: 24 * 3600,
        urgency: "normal",
        topic: randomBytes(8).toString("hex"),
      });
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410)
        return {
          write: async (tx) => {
            await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          },
        };
      throw err;
    }
  };
}
