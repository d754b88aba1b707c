import { notifications } from "../../db/schema";
import type { Database } from "../../db/client";

/** Leave a notification for a user (shown on /user/notification and, with realtime on, as a toast). */
export async function notifyUser(
  db: Database,
  input: { userId: number; title: string; details?: string; url?: string; data?: Record<string, unknown> },
) {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, title: input.title, details: input.details ?? "", url: input.url ?? null, data: input.data ?? null })
    .returning();
  return row;
}
