import { z } from "zod";
import { contactMessages } from "../../db/schema";
import { RateLimitError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx, Viewer } from "../context";
import { queueMail } from "../mail/mailer";
import { contactMessageMail } from "../mail/templates";
import { loadSettings } from "../settings/load-settings";

/** Messages one visitor (client address, and session) may send in the window. */
export const MESSAGE_LIMIT = { perClient: 5, windowMs: 60 * 60_000 };

/** Text of any length (control characters refused, trimmed), then this form's own messages. */
const text = (min: number, max: number, key: string) =>
  field.optional(1_000_000).pipe(
    z.string().superRefine((v, c) => {
      const message = v === "" ? `ct_v_${key}` : v.length < min ? `ct_v_${key}_short` : v.length > max ? `ct_v_${key}_long` : null;
      if (message) c.addIssue({ code: "custom", message });
    }),
  );

const MessageInput = z.object({
  name: text(1, 100, "name"),
  email: field.email(),
  subject: text(1, 150, "subject"),
  message: text(10, 3000, "message"),
});

/**
 * `POST send-message {name, email, subject, message}`: the contact form. Validated (422 with
 * each field's message), limited per client address and per session, stored in
 * `contact_messages` and mailed to the shop's contact e-mail (`contact_info.email`; a shop
 * without one keeps the message stored only). The text is kept as typed; the mail escapes it,
 * so a script in a message is only text.
 */
export async function sendMessage(ctx: Ctx, viewer: Viewer, input: { fields: unknown; client: string }) {
  const data = parseInput(MessageInput, input.fields);
  for (const key of [`contact:ip:${input.client}`, `contact:s:${viewer.sessionHash}`])
    if ((await ctx.limiter.hit(key, MESSAGE_LIMIT.windowMs)) > MESSAGE_LIMIT.perClient)
      throw new RateLimitError("contact_too_many", MESSAGE_LIMIT.windowMs / 1000);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ ...data, userId: viewer.userId, locale: viewer.locale, createdAt: ctx.now() })
    .returning({ id: contactMessages.id });
  const settings = await loadSettings(ctx);
  const to = settings.contact_info.email;
  if (to) await queueMail(ctx.db, contactMessageMail(settings.default_language || "en", to, { ...data, id: row.id }));
  return { id: row.id };
}
