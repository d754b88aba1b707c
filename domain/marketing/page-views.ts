import { sql } from "drizzle-orm";
import { z } from "zod";
import { pageViewCounts } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { isPrivatePath } from "../../kernel/private-paths";
import type { Ctx } from "../context";

const Input = z.object({ path: z.string().min(1).max(300).regex(/^\//, "v_path") });

/** First-party analytics: count one view of a page path for today. */
export async function countPageView(ctx: Ctx, rawInput: unknown): Promise<void> {
  const parsed = Input.safeParse(rawInput ?? {});
  if (!parsed.success) throw new ValidationError({ path: ["v_path"] });
  const day = ctx.now().toISOString().slice(0, 10);
  const path = parsed.data.path.split("?")[0];
  if (isPrivatePath(path)) return; // a reset link's code is never stored
  await ctx.db
    .insert(pageViewCounts)
    .values({ path, day, views: 1 })
    .onConflictDoUpdate({ target: [pageViewCounts.path, pageViewCounts.day], set: { views: sql`${pageViewCounts.views} + 1` } });
}
