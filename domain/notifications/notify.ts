import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import { jobs, notifications, pushSubscriptions } from "../../db/schema";
import { translate } from "../../kernel/i18n/keywords";
import { isolate } from "../../kernel/i18n/numbers";
import { localize } from "../../kernel/localize";
import { jobsQueued } from "../jobs/queue";

/**
 * A notification's words as UI-string keys, so that each reader sees it in the language of the
 * page (issue 12): `params` fill the `{{placeholders}}`, `keyParams` are placeholders whose
 * value is itself a UI-string key (an order status), translated too.
 */
export interface NotificationMessage {
  title: string;
  details?: string;
  params?: Record<string, string | number>;
  keyParams?: Record<string, string>;
  /** placeholders whose value is itself written in every language (a shop's name): the reader's is taken */
  textParams?: Record<string, Record<string, string>>;
}

/**
 * Told (in this process) each time notifications are written, so the live feed looks at once
 * instead of at its next round (server/realtime/notification-feed.ts). The rows themselves are
 * the record: a feed that misses the signal still finds them.
 */
export const notificationsWritten = new Set<() => void>();
const signal = () => {
  for (const listener of notificationsWritten) listener();
};

/**
 * The message in a language. What is put into the sentence (an order code, a coupon code, an
 * amount, a shop's name) is bidi-isolated (U+2068 … U+2069), so a Persian or Arabic sentence
 * cannot reorder it ("BZ-7K2M" stays whole) nor it the sentence; translated words are not.
 */
export function messageText(message: NotificationMessage, locale: string): { title: string; details: string } {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = typeof value === "string" ? isolate(value) : value;
  for (const [name, key] of Object.entries(message.keyParams ?? {})) params[name] = translate(locale, key);
  for (const [name, text] of Object.entries(message.textParams ?? {})) params[name] = isolate(localize(text, locale));
  return { title: translate(locale, message.title, params), details: message.details ? translate(locale, message.details, params) : "" };
}

/** One user's notification, as `notifyUser` takes it. */
export interface NotificationInput {
  userId: number;
  title?: string;
  details?: string;
  message?: NotificationMessage;
  locale?: string;
  url?: string;
  data?: Record<string, unknown>;
}

type NotificationRow = typeof notifications.$inferInsert;

/** The row a notification is stored as (its words in `locale`, the keys kept in `data.message`). */
function notificationRow(input: NotificationInput): NotificationRow {
  const text = input.message
    ? messageText(input.message, input.locale ?? "en")
    : { title: input.title ?? "", details: input.details ?? "" };
  const data = input.message ? { ...input.data, message: input.message } : (input.data ?? null);
  return { userId: input.userId, title: text.title, details: text.details, url: input.url ?? null, data };
}

/**
 * Store notifications and queue their web pushes (decision 035: sent once, retried, whatever
 * process does it) in one statement: a push job for each browser their users subscribed, none
 * when nobody did (and then the job worker is not nudged either). Answers the rows' ids in order.
 */
async function writeNotifications(db: Database, rows: NotificationRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const noted = db.insert(notifications).values(rows).returning({ id: notifications.id, user_id: notifications.userId });
  const result = await db.execute(sql`
    with "noted" as (${noted.getSQL()}),
    "pushed" as (
      insert into ${jobs} ("kind", "payload", "dedupe_key")
      select 'web-push', jsonb_build_object('notification', n.id, 'subscription', s.id), 'push:' || n.id || ':' || s.id
      from "noted" n join ${pushSubscriptions} s on s.user_id = n.user_id
      on conflict do nothing
      returning 1)
    select "id", (select count(*) from "pushed")::int as "pushes" from "noted" order by "id"`);
  const out = rowsOf<{ id: number; pushes: number }>(result);
  if (out[0]?.pushes) jobsQueued();
  signal();
  return out.map((r) => Number(r.id));
}

/**
 * Leave a notification for a user (shown on /user/notification and, with realtime on, as a
 * toast). With `message`, the words are keys kept in `data.message` and the stored title and
 * details are its text in `locale` (what a reader whose language has no string sees).
 */
export async function notifyUser(db: Database, input: NotificationInput): Promise<{ id: number }> {
  const [id] = await writeNotifications(db, [notificationRow(input)]);
  return { id };
}

/** Several users' notifications, each its own (an order's buyer and sellers), written as one. */
export async function notifyEach(db: Database, inputs: NotificationInput[]): Promise<number[]> {
  return writeNotifications(db, inputs.map(notificationRow));
}

/**
 * The same notification for many users in one insert (a shop's followers hearing of its new
 * coupon): each reader sees it in the language of the page, as `notifyUser`'s.
 */
export async function notifyUsers(
  db: Database,
  input: { userIds: number[]; message: NotificationMessage; locale?: string; url?: string; data?: Record<string, unknown>; at?: Date },
) {
  if (!input.userIds.length) return 0;
  const text = messageText(input.message, input.locale ?? "en");
  const data = { ...input.data, message: input.message };
  const ids = await writeNotifications(
    db,
    input.userIds.map((userId) => ({
      userId,
      title: text.title,
      details: text.details,
      url: input.url ?? null,
      data,
      ...(input.at ? { createdAt: input.at } : {}),
    })),
  );
  return ids.length;
}
