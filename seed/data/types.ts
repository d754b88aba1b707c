export interface Localized {
  en: string;
  fa: string;
  ar: string;
  [lang: string]: string;
}
export type VariantKind = "color" | "size" | "color_size" | "storage";

/** A kind of product a leaf category sells; the generator makes many products from each. */
export interface ProductTemplate {
  noun: Localized;
  /** whole US dollars */
  priceRange: [number, number];
  variants?: VariantKind;
  digital?: boolean;
  classified?: boolean;
  specs: { label: Localized; values: string[] }[];
}

export interface CategoryNode {
  slug: string;
  name: Localized;
  icon: string;
  children?: CategoryNode[];
  products?: ProductTemplate[];
}
