import { notifications } from "../../db/schema";
import type { Database } from "../../db/client";
import { translate } from "../../kernel/i18n/keywords";
import { enqueuePushes } from "../jobs/queue";
import { localize } from "../shared/localize";

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

/** The message in a language. */
export function messageText(message: NotificationMessage, locale: string): { title: string; details: string } {
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, key] of Object.entries(message.keyParams ?? {})) params[name] = translate(locale, key);
  for (const [name, text] of Object.entries(message.textParams ?? {})) params[name] = localize(text, locale);
  return { title: translate(locale, message.title, params), details: message.details ? translate(locale, message.details, params) : "" };
}

/**
 * Leave a notification for a user (shown on /user/notification and, with realtime on, as a
 * toast). With `message`, the words are keys kept in `data.message` and the stored title and
 * details are its text in `locale` (what a reader whose language has no string sees).
 */
export async function notifyUser(
  db: Database,
  input: {
    userId: number;
    title?: string;
    details?: string;
    message?: NotificationMessage;
    locale?: string;
    url?: string;
    data?: Record<string, unknown>;
  },
) {
  const text = input.message
    ? messageText(input.message, input.locale ?? "en")
    : { title: input.title ?? "", details: input.details ?? "" };
  const data = input.message ? { ...input.data, message: input.message } : (input.data ?? null);
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, title: text.title, details: text.details, url: input.url ?? null, data })
    .returning();
  // its web pushes are queued with it (decision 035): sent once, retried, whatever process does it
  await enqueuePushes(db, [row.id]);
  signal();
  return row;
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
  const rows = await db
    .insert(notifications)
    .values(
      input.userIds.map((userId) => ({
        userId,
        title: text.title,
        details: text.details,
        url: input.url ?? null,
        data,
        ...(input.at ? { createdAt: input.at } : {}),
      })),
    )
    .returning({ id: notifications.id });
  await enqueuePushes(
    db,
    rows.map((r) => r.id),
  );
  signal();
  return rows.length;
}
