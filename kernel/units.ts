/**
 * The shop's units (decision 066): each has a UI string `unit_<code>` that the operator can
 * translate; the seller's form offers them, and a unit outside the list shows as the seller wrote it.
 */
export const SHOP_UNITS = ["pc", "kg", "g", "l", "ml", "m", "cm", "m2", "pair", "set", "box", "pack", "dozen"] as const;
