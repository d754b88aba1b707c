import { z } from "zod";
import { parseInput } from "../../kernel/input";

/** A shop id from the query (`?id=`): digits only; anything else is 422 on `id`. */
const Input = z.object({
  id: z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : typeof v === "number" ? v : Number.NaN),
    z
      .number({ error: "follow_invalid_shop" })
      .int("follow_invalid_shop")
      .positive("follow_invalid_shop")
      .max(2_147_483_647, "follow_invalid_shop"),
  ),
});

export function shopIdInput(raw: { id: unknown }): number {
  return parseInput(Input, raw).id;
}
