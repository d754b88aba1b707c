import type { Hono } from "hono";
import { addLanguage, adminLanguages, setDefaultLanguage, setLanguageActive } from "../../domain/settings/admin-languages";
import { languageStrings, resetUiString, setUiString } from "../../domain/settings/admin-ui-strings";
import { paymentSettings } from "../../domain/settings/payment-settings";
import { shippingTaxSettings } from "../../domain/settings/shipping-tax";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, textParam } from "./route";

/**
 * The admin console's configuration (issue 19, spec section 3; decision 043):
 * languages, their UI strings, payment methods, shipping and tax. Every call needs `settings`;
 * the payment, shipping and tax values are written by the one settings verb (`POST admin/settings`).
 * The pages live at /admin/languages…, /admin/settings/payments and /admin/settings/shipping-tax.
 */
export function adminConfigRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const saved = (locale: string) => translate(locale, "settings_saved");

  contract(app, "get", "/admin/languages/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminLanguages(ctx, { userId: v.viewer.userId }));
  });
  contract(app, "post", "/admin/languages", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const language = await addLanguage(ctx, { userId: v.viewer.userId, fields: await readBody(c) });
    return c.json({ success: saved(v.viewer.locale), language });
  });
  contract(app, "post", "/admin/languages/:code/status", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setLanguageActive(ctx, { userId: v.viewer.userId, code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: saved(v.viewer.locale), ...done });
  });
  contract(app, "post", "/admin/languages/:code/default", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setDefaultLanguage(ctx, { userId: v.viewer.userId, code: textParam(c, "code") });
    return c.json({ success: saved(v.viewer.locale), ...done });
  });

  // a language's file: its strings (searched, paged), one string's wording, and back to the shipped one
  contract(app, "get", "/admin/languages/:code/strings/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await languageStrings(ctx, { userId: v.viewer.userId, code: textParam(c, "code"), query: c.req.query() }));
  });
  contract(app, "post", "/admin/languages/:code/strings", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setUiString(ctx, { userId: v.viewer.userId, code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: saved(v.viewer.locale), ...done });
  });
  contract(app, "post", "/admin/languages/:code/strings/reset", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await resetUiString(ctx, { userId: v.viewer.userId, code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: saved(v.viewer.locale), ...done });
  });

  // the values of the payments page (secrets as set / not set) and of the shipping and tax page
  contract(app, "get", "/admin/settings/payment-methods", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const config = paymentsOf(services);
    return c.json(await paymentSettings(ctx, { userId: v.viewer.userId, config, envStripe: Boolean(services.payments?.stripe) }));
  });
  contract(app, "get", "/admin/settings/shipping-tax/values", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await shippingTaxSettings(ctx, { userId: v.viewer.userId }));
  });
}
