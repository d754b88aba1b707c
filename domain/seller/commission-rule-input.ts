import { z } from "zod";
import { COMMISSION_RULE_SCOPES } from "../../db/schema";
import { parseMoney } from "../../kernel/money";

const WHEN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
/** a date or a moment (`2026-12-02`, `2026-12-02T10:00`, with or without a zone; none: UTC); "" or absent: none */
const moment = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim())
  .refine(
    (v) =>
      v === "" ||
      (WHEN.test(v) && !Number.isNaN(Date.parse(/T.*(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v.includes("T") ? v : `${v}T00:00`}Z`))),
    "v_date",
  )
  .transform((v) => (v === "" ? null : new Date(/T.*(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v.includes("T") ? v : `${v}T00:00`}Z`)));

const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? "" : String(v).trim()));

/**
 * A commission rule as the console sends it (decision 072): its scope and target (`shop_id`,
 * `category_id` or `product_id`, the one the scope names), a percentage (0–100, two places at
 * most) and/or a fixed fee per order line (money, two places), and its window (`starts_at`,
 * now when absent; `ends_at` after it, open when absent). Errors keyed by field.
 */
export const CommissionRuleInput = z
  .object({
    scope: z.enum(COMMISSION_RULE_SCOPES, { error: "v_required" }),
    target_id: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^[1-9]\d{0,8}$/.test(v), "v_commission_target")
      .transform(Number),
    percent: optionalText
      .refine((v) => v === "" || (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100), "v_commission_percent")
      .transform((v) => (v === "" ? null : Number(parseMoney(v)))),
    fixed_fee: optionalText
      .refine((v) => v === "" || /^\d{1,9}(\.\d{1,2})?$/.test(v), "v_commission_fixed")
      .transform((v) => (v === "" ? null : Number(parseMoney(v)))),
    starts_at: moment,
    ends_at: moment,
  })
  .superRefine((r, issue) => {
    if (r.percent === null && r.fixed_fee === null) issue.addIssue({ code: "custom", path: ["percent"], message: "v_commission_some_fee" });
  });
export type CommissionRuleFields = z.infer<typeof CommissionRuleInput>;
