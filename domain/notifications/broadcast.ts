import { z } from "zod";
import { DomainError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { NOTIFICATION_EVENT, PUBLIC_NOTIFICATION_CHANNEL, type RealtimeNotice } from "../realtime/channels";

const Input = z.object({
  title: z.string({ error: "v_required" }).trim().min(1, { error: "v_required" }).max(120, { error: "v_too_long" }),
  message: z.preprocess((v) => v ?? "", z.string().trim().max(500, { error: "v_too_long" })),
  message_type: z.enum(["info", "success", "warning", "error"], { error: "v_invalid" }),
});

/**
 * `POST admin/broadcast {title, message, message_type}`: an operator's announcement, shown at
 * once as a toast on every signed-in page that is open (the public channel `notification-send-4`,
 * spec section 9), except the sender's own connection (`X-Socket-Id`). Plain text: the toast shows
 * it as text. Realtime off: 503. Not an admin: 404.
 */
export async function broadcastNotice(
  ctx: Ctx,
  input: { userId: number | null; form: Record<string, unknown>; exceptSocketId?: string },
): Promise<RealtimeNotice> {
  const op = await requirePermission(ctx, input.userId, "content", "page_not_found");
  const form = parseInput(Input, input.form);
  if (!ctx.realtime) throw new DomainError("broadcast_off", 503);
  const notice: RealtimeNotice = { title: form.title, message: form.message || form.title, message_type: form.message_type };
  // the operator's own page (its X-Socket-Id) is not told what it just sent
  const exceptSocketId = input.exceptSocketId && /^\d{1,16}\.\d{1,16}$/.test(input.exceptSocketId) ? input.exceptSocketId : undefined;
  await ctx.realtime.publish({ channels: [PUBLIC_NOTIFICATION_CHANNEL], event: NOTIFICATION_EVENT, data: notice, exceptSocketId });
  ctx.log.info({ by: input.userId, title: form.title }, "operator broadcast");
  await recordAudit(ctx.db, op, { action: "broadcast.send", target: { type: "broadcast" }, after: notice }, ctx.now());
  return notice;
}
