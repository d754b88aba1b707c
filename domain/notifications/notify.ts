import { notifications } from "../../db/schema";
import type { Database } from "../../db/client";
import { translate } from "../../kernel/i18n/keywords";

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
}

/** The message in a language. */
export function messageText(message: NotificationMessage, locale: string): { title: string; details: string } {
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, key] of Object.entries(message.keyParams ?? {})) params[name] = translate(locale, key);
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
  return row;
}
