import { z } from "zod";

/**
 * An exchange rate as the operator types it: units of the currency per one unit of the default
 * currency, exact (a decimal string, at most 12 whole digits and 8 places, the column's scale), above zero.
 */
export const RateInput = z
  .object({
    exchange_rate: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,8})?$/)
      .refine((v) => /[1-9]/.test(v)),
  })
  .strict();
