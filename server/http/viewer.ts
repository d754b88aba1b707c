import type { Context } from "hono";
import type { Viewer } from "../../domain/context";
import { activeCurrencies, activeLanguages, pickCurrency, pickLanguage } from "../../domain/locale/reference";
import { loadSettings } from "../../domain/settings/load-settings";
import { syncUiStrings } from "../../domain/settings/ui-string-overrides";
import { syncStoredStripeKeys } from "../payment-config";
import type { AppServices } from "../services";

/** Who is asking and in which language and currency: the session's choice, else the shop's defaults. */
export async function resolveViewer(c: Context, services: AppServices) {
  const { ctx } = services;
  const session = c.get("session");
  const [settings, languages, currencies] = await Promise.all([
    loadSettings(ctx),
    activeLanguages(ctx),
    activeCurrencies(ctx),
    syncUiStrings(ctx),
  ]);
  syncStoredStripeKeys(services, settings);
  const queryLang = c.req.method === "GET" ? c.req.query("lang") : undefined;
  const language = pickLanguage(languages, queryLang ?? session.get("locale"), settings.default_language);
  const currency = pickCurrency(currencies, session.get("currency"), settings.default_currency);
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
