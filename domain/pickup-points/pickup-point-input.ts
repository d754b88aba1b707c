import { z } from "zod";
import { field } from "../../kernel/input";

const amount = z.preprocess(
  (v) => (v === undefined || v === null ? "0" : typeof v === "number" ? String(v) : v),
  z
    .string({ error: "v_amount" })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "v_amount"),
);
const days = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: "v_shipping_days" }).int("v_shipping_days").min(0, "v_shipping_days").max(365, "v_shipping_days"),
);
/** a map position in degrees: empty for none, else within its range */
const degrees = (limit: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    z
      .string({ error: "v_coordinate" })
      .trim()
      .refine((s) => s === "" || (/^-?\d{1,3}(\.\d{1,6})?$/.test(s) && Math.abs(Number(s)) <= limit), "v_coordinate"),
  );
const shopIds = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : String(v).split(",")),
  z.array(field.id()).max(500, "v_too_long"),
);

/**
 * A pickup point as the operator saves it (decision 080): its place (a city of the shop's places),
 * how to reach it, its fee per seller's parcel and the days a parcel takes to get there, the
 * shops that deliver there (`all_shops`, else `shop_ids`), the account that runs it by e-mail
 * (empty: none yet) and whether shoppers can choose it.
 */
export const PickupPointInput = z
  .object({
    name: field.required(120),
    address: field.required(300),
    city_id: field.id(),
    phone: field.phone(false).default(""),
    hours: field.optional(200).default(""),
    latitude: degrees(90),
    longitude: degrees(180),
    fee: amount,
    min_days: days,
    max_days: days,
    all_shops: z.preprocess((v) => v === undefined || v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
    shop_ids: shopIds,
    keeper_email: z.union([z.literal(""), field.email()]).default(""),
    active: z.preprocess((v) => v === undefined || v === true || v === 1 || v === "1" || v === "true" || v === "on", z.boolean()),
  })
  .superRefine((d, issue) => {
    if (d.max_days < d.min_days) issue.addIssue({ code: "custom", path: ["max_days"], message: "v_pickup_days_order" });
    if ((d.latitude === "") !== (d.longitude === ""))
      issue.addIssue({ code: "custom", path: [d.latitude === "" ? "latitude" : "longitude"], message: "v_coordinate_pair" });
    if (!d.all_shops && !d.shop_ids.length) issue.addIssue({ code: "custom", path: ["shop_ids"], message: "v_pickup_no_shops" });
  });

export type PickupPointFields = z.infer<typeof PickupPointInput>;
