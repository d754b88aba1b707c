/** The languages the shop's own content is written in (every text field of the back office has one of each), English first. */
export const LANGS = ["en", "fa", "ar"] as const;

/** The writing direction of a content language. */
export const dirOf = (lang: string) => (lang === "en" ? "ltr" : "rtl");
