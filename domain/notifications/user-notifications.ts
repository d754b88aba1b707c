import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { messageText, type NotificationMessage } from "./notify";

export const NOTIFICATIONS_PER_PAGE = 10;

/** A notification as the client reads it (the list, the dashboard's latest ones), in the reader's language when it keeps its keys. */
export function notificationView(n: typeof notifications.$inferSelect, locale?: string) {
  const message = (n.data as { message?: NotificationMessage } | null)?.message;
  const text =
    message && locale && typeof message.title === "string" ? messageText(message, locale) : { title: n.title, details: n.details };
  return {
    id: n.id,
    title: text.title,
    details: text.details,
    url: n.url,
    status: n.seenAt ? "seen" : "unseen",
    created_at: n.createdAt.toISOString(),
  };
}

export type NotificationView = ReturnType<typeof notificationView>;

/** `GET user-notification/all?page=`: the user's notifications, newest first, 10 a page, with the unseen count. */
export async function listNotifications(
  ctx: Ctx,
  input: { userId: number; page: number; pageUrl?: (p: number) => string; locale?: string },
) {
  const mine = eq(notifications.userId, input.userId);
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset((input.page - 1) * NOTIFICATIONS_PER_PAGE),
    ctx.db
      .select({ total: sql<number>`count(*)::int`, unseen: sql<number>`count(*) filter (where ${notifications.seenAt} is null)::int` })
      .from(notifications)
      .where(mine),
  ]);
  const last = Math.max(1, Math.ceil(counts.total / NOTIFICATIONS_PER_PAGE));
  return {
    data: rows.map((n) => notificationView(n, input.locale)),
    total: counts.total,
    unseen: counts.unseen,
    per_page: NOTIFICATIONS_PER_PAGE,
    current_page: input.page,
    last_page: last,
    next_page_url: input.page < last && input.pageUrl ? input.pageUrl(input.page + 1) : null,
  };
}

/** `GET notification/seen/{id}`: someone else's id is "not found". */
export async function markNotificationSeen(ctx: Ctx, input: { userId: number; id: number }) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, ${ctx.now()})` })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.userId)))
    .returning();
  if (!row) throw new NotFoundError("notification_not_found");
  return notificationView(row);
}

/** `GET user-notification/seen-all` */
export async function markAllNotificationsSeen(ctx: Ctx, input: { userId: number }): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ seenAt: ctx.now() })
    .where(and(eq(notifications.userId, input.userId), isNull(notifications.seenAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** `GET notification/remove/{id}` */
export async function removeNotification(ctx: Ctx, input: { userId: number; id: number }): Promise<void> {
  const rows = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new NotFoundError("notification_not_found");
}
