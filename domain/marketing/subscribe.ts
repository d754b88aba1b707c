import { z } from "zod";
import { subscribers } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";

const Input = z.object({ email: field.email() });

/** `POST home/subscribers`: add an e-mail to the newsletter; a second time is a validation error. */
export async function subscribe(ctx: Ctx, rawInput: unknown): Promise<{ email: string }> {
  const { email } = parseInput(Input, rawInput);
  const inserted = await ctx.db.insert(subscribers).values({ email }).onConflictDoNothing().returning({ id: subscribers.id });
  if (inserted.length === 0) throw new ValidationError({ email: ["v_already_subscribed"] });
  return { email };
}
