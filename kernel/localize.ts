/** A text in several languages, by language code (the jsonb `{en, fa, ar}` columns). */
export type Localized = Readonly<Record<string, string>>;

export const DEFAULT_LOCALE = "en";

/** The text in `locale`, else the default language, else any language that has it. */
export function localize(text: Localized | null | undefined, locale: string): string {
  if (!text) return "";
  return text[locale] || text[DEFAULT_LOCALE] || Object.values(text).find(Boolean) || "";
}

/**
 * Tags in other languages (issue 36, item 4): each language its own list of words (they are
 * search words, not translations one by one). The default language's list stays in `tags`.
 */
export type TagLabels = Record<string, string[]>;

/** The tags in a language: its own list when it has one, else the default language's. */
export function tagsIn(tags: string[], labels: TagLabels | null | undefined, locale: string): string[] {
  const own = labels?.[locale];
  return own?.length ? own : tags;
}

/** Every language's tags, once each (the search text takes them all). */
export const allTags = (tags: string[], labels: TagLabels | null | undefined): string[] => [
  ...new Set([...tags, ...Object.values(labels ?? {}).flat()]),
];
