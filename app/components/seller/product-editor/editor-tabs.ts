export const TABS = ["basics", "pricing", "variants", "pictures", "seo", "digital"] as const;
export type Tab = (typeof TABS)[number];

/** Which tab shows a field (for the error marks and to open the first tab with an error). */
export function tabOf(path: string): Tab {
  const head = path.split(".")[0];
  if (head === "variants") return "variants";
  if (head === "images") return "pictures";
  if (head === "meta_title" || head === "meta_description") return "seo";
  if (["is_digital", "digital_file", "is_catalog", "external_link", "is_classified"].includes(head)) return "digital";
  if (
    [
      "price",
      "stock",
      "minimum_order_quantity",
      "shipping_fee",
      "weight_grams",
      "shipping_profile_id",
      "reward_points",
      "returnable",
    ].includes(head) ||
    head.startsWith("discount_")
  )
    return "pricing";
  return "basics";
}

/** The dotted paths of the fields react-hook-form's errors name ("variants.1.sku"). */
export function errorPaths(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && "message" in v && typeof v.message === "string") return [path];
    return v && typeof v === "object" ? errorPaths(v, path) : [];
  });
}

/** A stored moment (ISO, UTC) as a `datetime-local` input shows it: the browser's local time, to the minute. */
export function toLocalInput(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value (the seller's local time) as an ISO moment with its zone, for the server. */
export const toIso = (local: unknown) =>
  typeof local === "string" && local && !Number.isNaN(new Date(local).getTime()) ? new Date(local).toISOString() : local;
