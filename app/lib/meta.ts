import type { PageData } from "../../server/page-data";
import { uiStrings } from "../i18n/ui-strings";

type Match = { id: string; data: unknown } | undefined;

/** `<title>` and description for a route: "Page | Shop name", the page part translated. */
export function pageMeta(matches: Match[], title: string | ((t: (k: string) => string) => string), description?: string) {
  const root = matches.find((m) => m?.id === "root")?.data as { pageData: PageData } | undefined;
  const words = root ? uiStrings(root.pageData.active_language.locale, root.pageData.lang_keywords) : {};
  const t = (k: string) => words[k] ?? k;
  const text = typeof title === "function" ? title(t) : t(title);
  const site = String(root?.pageData.settings_data.site_name ?? "Bazaar");
  return [{ title: text ? `${text} | ${site}` : site }, ...(description ? [{ name: "description", content: description }] : [])];
}
