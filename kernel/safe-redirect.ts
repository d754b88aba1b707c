const ORIGIN = "http://x";

/**
 * A local path to go to after signing in (never another site): it must start with one "/",
 * hold no control characters, spaces or backslashes (browsers drop or turn them into "/",
 * so "/\t/evil.com" would leave the site), and resolve on this origin. Anything else is the
 * fallback. The answer is the parsed path, query and fragment.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/user/dashboard"): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a redirect are refused
  if (!to?.startsWith("/") || /[\u0000-\u0020\u007f-\u00a0\\\u2028\u2029\ufeff]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN || to.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
