import { z } from "zod";
import { subscribers } from "../../db/schema";
import type { Ctx } from "../context";
import { ValidationError } from "../../kernel/errors";

const Input = z.object({
  email: z
    .string({ error: "The email field is required." })
    .trim()
    .toLowerCase()
    .min(1, "The email field is required.")
    .max(254, "The email may not be greater than 254 characters.")
    .email("The email must be a valid email address."),
});

/** `POST home/subscribers`: add an e-mail to the newsletter; a second time is a validation error. */
export async function subscribe(ctx: Ctx, rawInput: unknown): Promise<{ email: string }> {
  const parsed = Input.safeParse(rawInput ?? {});
  if (!parsed.success) throw new ValidationError({ email: [parsed.error.issues[0].message] });
  const inserted = await ctx.db
    .insert(subscribers)
    .values({ email: parsed.data.email })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  if (inserted.length === 0) throw new ValidationError({ email: ["The email has already been taken."] });
  return { email: parsed.data.email };
}
