import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import type { Ctx } from "../context";
import { removeAvatar, storeAvatar } from "./avatar";

export const GENDERS = ["male", "female", "other"] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function ProfileInput(today: Date) {
  return z.object({
    first_name: field.required(60),
    last_name: field.optional(60),
    phone: field.phone(false),
    gender: field.optional(10).refine((g) => g === "" || (GENDERS as readonly string[]).includes(g), "v_gender"),
    date_of_birth: field.optional(10).refine((d) => {
      if (d === "") return true;
      if (!isoDate.test(d)) return false;
      const date = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(+date) && date.toISOString().startsWith(d) && d >= "1900-01-01" && date < today;
    }, "v_birth_date"),
  });
}

/**
 * `POST user/update-profile`: name, phone, gender, birth date and, optionally, a new
 * picture (re-encoded). The e-mail is the sign-in name and is not changed here.
 */
export async function updateProfile(
  ctx: Ctx,
  input: { userId: number; fields: unknown; image?: { bytes: Uint8Array } | null; uploadsDir: string },
): Promise<void> {
  const data = parseInput(ProfileInput(ctx.now()), input.fields);
  const [current] = await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, input.userId));
  if (!current) throw new NotFoundError("account_not_found");
  const avatar = input.image ? await storeAvatar(input.image, { uploadsDir: input.uploadsDir, userId: input.userId }) : undefined;
  await ctx.db
    .update(users)
    .set({
      firstName: data.first_name,
      lastName: data.last_name,
      phone: data.phone || null,
      gender: data.gender || null,
      birthDate: data.date_of_birth || null,
      ...(avatar ? { avatar } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, input.userId));
  if (avatar) await removeAvatar(current.avatar, input.uploadsDir);
}
