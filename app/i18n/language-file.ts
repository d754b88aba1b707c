import { hasLanguageFile, setLanguageFile } from "./ui-strings";

/** Fetch a language's file (every UI string) and register it; a failure leaves the page data's strings in use. */
export async function loadLanguageFile(locale: string, url: string, timeoutMs = 5000): Promise<void> {
  if (hasLanguageFile(locale)) return;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: abort.signal, credentials: "same-origin" });
    if (res.ok) setLanguageFile(locale, (await res.json()) as Record<string, string>);
  } catch {
    // offline or slow: the page keeps the strings its page data carries
  } finally {
    clearTimeout(timer);
  }
}

/** The file the document preloads in its head (root.tsx), for the document's language. */
export function loadPageLanguageFile(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][href*="/lang/"]');
  return link ? loadLanguageFile(document.documentElement.lang, link.href) : Promise.resolve();
}
