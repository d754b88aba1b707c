import type { Hono } from "hono";
import { recordProductView, viewedProducts } from "../../domain/catalog/product-views";
import { contactPage } from "../../domain/content/contact-page";
import { homePage } from "../../domain/content/home-page";
import { staticPage } from "../../domain/content/storefront-content";
import { citiesOf, countryList, statesOf } from "../../domain/geo/places";
import { markComponents, wishedMarker } from "../../domain/lists/wished-cards";
import { currencyView, languageView } from "../../domain/locale/reference";
import { countPageView } from "../../domain/marketing/page-views";
import { subscribe } from "../../domain/marketing/subscribe";
import { publicSettings } from "../../domain/settings/load-settings";
import { NotFoundError } from "../../kernel/errors";
import { flagIconUrl } from "../../kernel/flags";
import { readBody } from "../http/body";
import { baseUrl, resolveViewer } from "../http/viewer";
import { langKeywords, languageFileUrl, translate } from "../i18n";
import type { AppServices } from "../services";
import { currencyForCountry } from "./geolocale";
import { contract, intParam, textParam } from "./route";

/** The spec's shop-wide calls: settings, locale and currency, geo lists, pages, newsletter, views. */
export function storefrontRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";

  contract(app, "get", "/settings-data", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({
      settings: publicSettings(v.settings, {
        locale: v.language.code,
        direction: v.language.direction,
        baseUrl: baseUrl(c, env.APP_PATH, trust),
        mediaBase: ctx.mediaBase,
      }),
      static_asset: `${env.APP_PATH}/`,
    });
  });

  contract(app, "get", "/change/currency/:code", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const code = textParam(c, "code").toUpperCase();
    const currency = v.currencies.find((cur) => cur.code === code);
    if (!currency) throw new NotFoundError("currency_not_available");
    c.get("session").set("currency", currency.code);
    return c.json({ success: translate(v.viewer.locale, "currency_changed"), active_currency: currencyView(currency) });
  });

  contract(app, "get", "/change/locale/:locale", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const language = v.languages.find((l) => l.code === textParam(c, "locale"));
    if (!language) throw new NotFoundError("language_not_available");
    c.get("session").set("locale", language.code);
    return c.json({ success: translate(language.code, "language_changed"), active_language: languageView(language) });
  });

  contract(app, "get", "/get/geolocale", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const countries = await countryList(ctx);
    const currency =
      currencyForCountry(c, countries, v.currencies) ?? v.currencies.find((cur) => cur.code === v.settings.default_currency) ?? v.currency;
    c.get("session").set("currency", currency.code);
    const view = currencyView(currency);
    return c.json({ currency: { ...view, name: view.code } });
  });

  // The interface strings of the session's language, or of `?locale=` (one the shop offers).
  contract(app, "get", "/language/keywords", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const asked = c.req.query("locale");
    const language = asked === undefined ? v.language : v.languages.find((l) => l.code === asked);
    if (!language) throw new NotFoundError("language_not_available");
    return c.json({
      lang: langKeywords(language.code),
      locale: language.code,
      language: languageView(language),
      lang_file: languageFileUrl(env.APP_PATH, language.code),
    });
  });

  // The home component feed, paged: {components, component_names, titles, has_more_data}
  contract(app, "get", "/home/page", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const feed = await homePage(ctx, v.viewer, { page: c.req.query("page") });
    return c.json({ ...feed, components: markComponents(feed.components, await wishedMarker(ctx.db, v.viewer.userId)) });
  });

  contract(app, "get", "/viewed-products", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const mark = await wishedMarker(ctx.db, v.viewer.userId);
    return c.json({ viewed_products: mark(await viewedProducts(ctx, v.viewer)) });
  });

  contract(app, "post", "/home/product-view", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await recordProductView(ctx, v.viewer, await readBody(c));
    // remembered so that pages look up this visitor's own views only once there are some
    const session = c.get("session");
    if (session.get("viewed") !== true) session.set("viewed", true);
    return c.json({ viewProduct: true });
  });

  // flag_icon: the flag's picture, drawn and served by the shop itself (kernel/flags.ts)
  contract(app, "get", "/get/country-list", { changesState: false }, async (c) =>
    c.json({ countries: (await countryList(ctx)).map((k) => ({ ...k, flag_icon: flagIconUrl(env.APP_PATH, k.iso2) })) }),
  );

  contract(app, "get", "/state/by-country/:id", { changesState: false }, async (c) => {
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("country_not_found");
    return c.json({ states: await statesOf(ctx, id) });
  });

  contract(app, "get", "/city/by-state/:id", { changesState: false }, async (c) => {
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("state_not_found");
    return c.json({ cities: await citiesOf(ctx, id) });
  });

  contract(app, "get", "/home/others-page/:slug", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ page: await staticPage(ctx, { slug: textParam(c, "slug"), locale: v.viewer.locale }) });
  });

  contract(app, "get", "/home/contact-page", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ contact: await contactPage(ctx, { locale: v.viewer.locale }) });
  });

  contract(app, "post", "/home/subscribers", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await subscribe(ctx, await readBody(c));
    return c.json({ subscribe: true, success: translate(v.viewer.locale, "subscribed") });
  });

  contract(app, "post", "/analytics/page-view", { changesState: true }, async (c) => {
    await countPageView(ctx, await readBody(c));
    return c.body(null, 204);
  });
}
