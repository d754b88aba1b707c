import type { Context, Hono } from "hono";
import { requireSeller } from "../../domain/seller/require-seller";
import { adminCityList, cityCashOnDelivery } from "../../domain/shipping/admin-cities";
import { deleteShippingProfile, saveShippingProfile, saveShippingSettings, sellerShipping } from "../../domain/shipping/seller-shipping";
import { NotFoundError } from "../../kernel/errors";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/**
 * Each shop's own shipping (issue 38, decision 076): the seller centre's profiles, minimum order
 * and cash on delivery (every call through `requireSeller` first), and the operator's cash on
 * delivery per city. The pages live at /seller/shipping (its data at `seller/shipping-data`) and
 * /admin/settings/cities (its list at `admin/cities/list`).
 */
export function shippingRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const seller = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { viewer: v.viewer, shop: await requireSeller(ctx, v.viewer.userId) };
  };
  const id = (c: Context) => {
    const n = intParam(c, "id");
    if (n === null) throw new NotFoundError("shipping_profile_not_found");
    return n;
  };

  contract(app, "get", "/seller/shipping-data", { changesState: false }, async (c) => {
    const { shop } = await seller(c);
    return c.json(await sellerShipping(ctx, shop));
  });
  contract(app, "post", "/seller/shipping-profiles", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const saved = await saveShippingProfile(ctx, shop, { id: null, fields: await readBody(c) });
    return c.json({ success: translate(viewer.locale, "shipping_profile_saved"), ...saved });
  });
  contract(app, "post", "/seller/shipping-profiles/:id{[0-9]+}", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const saved = await saveShippingProfile(ctx, shop, { id: id(c), fields: await readBody(c) });
    return c.json({ success: translate(viewer.locale, "shipping_profile_saved"), ...saved });
  });
  contract(app, "post", "/seller/shipping-profiles/:id{[0-9]+}/delete", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await deleteShippingProfile(ctx, shop, id(c));
    return c.json({ success: translate(viewer.locale, "shipping_profile_deleted"), ...done });
  });
  contract(app, "post", "/seller/shipping-settings", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const saved = await saveShippingSettings(ctx, shop, await readBody(c));
    return c.json({ success: translate(viewer.locale, "settings_saved"), ...saved });
  });

  // the cities with their cash on delivery, and the operator switching it off (or on again) for one (`settings`)
  contract(app, "get", "/admin/cities/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminCityList(ctx, { userId: v.viewer.userId, query: c.req.query() }));
  });
  contract(app, "post", "/admin/cities/:id{[0-9]+}/cash-on-delivery", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await cityCashOnDelivery(ctx, { userId: v.viewer.userId, cityId: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "settings_saved"), ...done });
  });
}
