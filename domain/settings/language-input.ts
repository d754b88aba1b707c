import { z } from "zod";

/** A plain line of text: no markup, no control characters. */
const plainLine = (maxLength: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine((v) => !/[<>\p{Cc}]/u.test(v));

/** A language the operator adds (spec section 3, `languages`): its code, names, direction and flag. */
export const LanguageInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
    name: plainLine(60),
    native_name: plainLine(60),
    direction: z.enum(["ltr", "rtl"]),
    /** an emoji flag or a short country code */
    flag: plainLine(16),
  })
  .strict();
export type LanguageFormValues = z.input<typeof LanguageInput>;

export const LanguageSwitch = z.object({ active: z.boolean() }).strict();
