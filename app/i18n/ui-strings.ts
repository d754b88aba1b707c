/**
 * Where the UI strings of a page come from (docs/decisions/009). The language file
 * (`/lang/{locale}.json`, every string of the language) is registered here: on the server
 * from the load context, in the browser once fetched (before hydration, ./language-file.ts).
 * The page data's `lang_keywords` carries only the strings pages of that kind used when the
 * server rendered them, the fallback should the file not load.
 */
const files = new Map<string, Record<string, string>>();

export function setLanguageFile(locale: string, words: Record<string, string>): void {
  files.set(locale, words);
}

export function hasLanguageFile(locale: string): boolean {
  return files.has(locale);
}

/** The language's file when registered, else the page data's strings. */
export function languageStrings(locale: string, embedded: Record<string, string>): Record<string, string> {
  return files.get(locale) ?? embedded;
}

/** A server render in progress notes every string it reads (renderToString is synchronous, so one at a time). */
let noting: { used: Set<string>; source: Record<string, string>; view: Record<string, string> } | null = null;

/** The strings to render a page with: the language's file when registered, else the page data's. */
export function uiStrings(locale: string, embedded: Record<string, string>): Record<string, string> {
  const source = files.get(locale) ?? embedded;
  if (!noting) return source;
  if (noting.source !== source) {
    const used = noting.used;
    noting = {
      used,
      source,
      view: new Proxy(source, {
        get: (target, key) => {
          if (typeof key === "string") used.add(key);
          return target[key as string];
        },
      }),
    };
  }
  return noting.view;
}

/** Run a (synchronous) render and return what it gave and the UI strings it read. */
export function notingStrings<T>(render: () => T): [T, Set<string>] {
  const used = new Set<string>();
  noting = { used, source: {}, view: {} };
  try {
    return [render(), used];
  } finally {
    noting = null;
  }
}

const MAX_KINDS = 100;
const learned = new Map<string, { keys: Set<string>; subset: Record<string, string> | null; of: Record<string, string> | null }>();

/** A page's kind for learning its strings: its first path segment ("" for home, "product" for a product). */
export function pageKind(pathname: string, appPath: string): string {
  const path = appPath && pathname.startsWith(appPath) ? pathname.slice(appPath.length) : pathname;
  return (path.split("/")[1] ?? "").replace(/\.data$/, "").slice(0, 60);
}

/** Remember the strings a page of this kind used (kinds are capped: unknown paths are many). */
export function learnStrings(kind: string, locale: string, used: Set<string>): void {
  const key = `${locale}:${kind}`;
  let known = learned.get(key);
  if (!known) {
    if (learned.size >= MAX_KINDS) return;
    known = { keys: new Set(), subset: null, of: null };
    learned.set(key, known);
  }
  const before = known.keys.size;
  for (const k of used) known.keys.add(k);
  if (known.keys.size !== before) known.subset = null;
}

/** The page data's `lang_keywords` for a page: the strings its kind used so far, every string until it has been rendered once. */
export function firstRenderStrings(kind: string, locale: string, all: Record<string, string>): Record<string, string> {
  const known = learned.get(`${locale}:${kind}`);
  if (!known) return all;
  if (!known.subset || known.of !== all) {
    const subset: Record<string, string> = {};
    for (const k of [...known.keys].sort()) if (all[k] !== undefined) subset[k] = all[k];
    known.subset = subset;
    known.of = all;
  }
  return known.subset;
}

/**
 * A UI string outside React (the toasts of app/lib/api.ts): from the language file of the page's
 * language (registered before hydration), `{{name}}` filled; the English text given should the file be missing.
 */
export function pageString(key: string, english: string, params: Record<string, string | number> = {}): string {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  const text = files.get(language)?.[key] ?? english;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
