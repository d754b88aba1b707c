import type { Context } from "hono";
import type { Viewer } from "../../domain/context";
import { activeCurrencies, activeLanguages, pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { loadSettings } from "../../domain/settings/load-settings";
import { syncUiStrings } from "../../domain/settings/ui-string-overrides";
import { syncStoredStripeKeys } from "../payment-config";
import type { AppServices } from "../services";

/** The reference data a viewer is resolved against (each kept by the reference data cache). */
async function localeData(services: AppServices) {
  const { ctx } = services;
  const [settings, languages, currencies] = await Promise.all([
    loadSettings(ctx),
    activeLanguages(ctx),
    activeCurrencies(ctx),
    syncUiStrings(ctx),
  ]);
  syncStoredStripeKeys(services, settings);
  return { settings, languages, currencies };
}

/** The language of a page (its `?lang=`, else the session's choice, else the default) and its currency. */
function pick(c: Context, data: Awaited<ReturnType<typeof localeData>>, chosen: { locale?: string; currency?: string }) {
  const queryLang = c.req.method === "GET" ? c.req.query("lang") : undefined;
  const language = pickLanguage(data.languages, queryLang ?? chosen.locale, data.settings.default_language);
  const currency = pickCurrency(data.currencies, chosen.currency, data.settings.default_currency);
  return { language, currency };
}

/**
 * The language and currency a page is shown in, for this session and for a visitor without one
 * at the same address (decision 054: equal, the two share one page).
 */
export async function pageLocales(c: Context, services: AppServices) {
  const data = await localeData(services);
  const session = c.get("session");
  const own = pick(c, data, { locale: session.get("locale"), currency: session.get("currency") });
  const guest = pick(c, data, {});
  return {
    locale: own.language.code,
    currency: own.currency.code,
    sameAsGuest: own.language.code === guest.language.code && own.currency.code === guest.currency.code,
  };
}

/** Who is asking and in which language and currency: the session's choice, else the shop's defaults. */
export async function resolveViewer(c: Context, services: AppServices) {
  const session = c.get("session");
  const { settings, languages, currencies } = await localeData(services);
  const { language, currency } = pick(
    c,
    { settings, languages, currencies },
    { locale: session.get("locale"), currency: session.get("currency") },
  );
  c.set("locale", language.code);
  const viewer: Viewer = { sessionHash: session.idHash, userId: session.userId, locale: language.code, currencyCode: currency.code };
  return { viewer, settings, languages, currencies, language, currency };
}

export type ResolvedViewer = Awaited<ReturnType<typeof resolveViewer>>;

/** Absolute base URL of the shop (origin + APP_PATH), as the page's hidden `base_url`. */
export function baseUrl(c: Context, appPath: string, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto = trustProxy ? (c.req.header("x-forwarded-proto") ?? url.protocol.replace(":", "")) : url.protocol.replace(":", "");
  const host = (trustProxy ? c.req.header("x-forwarded-host") : undefined) ?? c.req.header("host") ?? url.host;
  return `${proto}://${host}${appPath}`;
}
