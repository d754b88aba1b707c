import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { pushSubscriptions } from "../../db/schema";
import { parseInput } from "../../kernel/input";
import type { Ctx } from "../context";

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A push service's address: https only (browsers' push services all are). */
const Endpoint = z
  .string({ error: "push_endpoint_invalid" })
  .max(2048, { error: "push_endpoint_invalid" })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:";
    } catch {
      return false;
    }
  }, "push_endpoint_invalid");

const Subscribe = z.object({
  endpoint: Endpoint,
  keys: z.object(
    {
      // the browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url
      p256dh: z
        .string()
        .min(80, { error: "push_keys_invalid" })
        .max(100, { error: "push_keys_invalid" })
        .regex(BASE64URL, { error: "push_keys_invalid" }),
      auth: z
        .string()
        .min(16, { error: "push_keys_invalid" })
        .max(32, { error: "push_keys_invalid" })
        .regex(BASE64URL, { error: "push_keys_invalid" }),
    },
    { error: "push_keys_invalid" },
  ),
});

/**
 * `POST user/push/subscribe {endpoint, keys: {p256dh, auth}}` (the browser's PushSubscription as
 * JSON): this browser receives the user's notifications as pushes. The same endpoint again moves
 * it to this user (a shared computer), never to two.
 */
export async function subscribePush(ctx: Ctx, input: { userId: number; form: unknown; userAgent: string }) {
  const form = parseInput(Subscribe, input.form);
  const values = {
    userId: input.userId,
    endpoint: form.endpoint,
    p256dh: form.keys.p256dh,
    auth: form.keys.auth,
    userAgent: input.userAgent.slice(0, 300),
  };
  await ctx.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: ctx.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return { subscribed: true };
}

/** `POST user/push/unsubscribe {endpoint}`: this browser no longer receives pushes (only one's own subscription is removed). */
export async function unsubscribePush(ctx: Ctx, input: { userId: number; form: unknown }) {
  const { endpoint } = parseInput(z.object({ endpoint: Endpoint }), input.form);
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, input.userId)))
    .returning({ id: pushSubscriptions.id });
  return { subscribed: false, removed: removed.length };
}
