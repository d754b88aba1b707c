import type { Hono } from "hono";
import { adminPickupPoints, savePickupPoint } from "../../domain/pickup-points/admin-pickup-points";
import { markCollected, markReceived } from "../../domain/pickup-points/keeper-marks";
import { keeperHome } from "../../domain/pickup-points/keeper-parcels";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

/**
 * Pickup points (decision 080): the operator's points (`orders`), and the keeper's own calls
 * under `/pickup-point` (the account that runs an active point only: 403 for anyone else). The
 * checkout's side is in ./checkout.ts. Thin: the rules are in `domain/pickup-points/`.
 */
export function pickupPointRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/admin/pickup-points/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminPickupPoints(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }));
  });

  contract(app, "post", "/admin/pickup-points", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await savePickupPoint(ctx, { userId: v.viewer.userId, pointId: null, fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "pickup_point_saved"), ...done });
  });

  contract(app, "post", "/admin/pickup-points/:id{[0-9]+}", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const id = intParam(c, "id");
    const done = await savePickupPoint(ctx, { userId: v.viewer.userId, pointId: id ?? 0, fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "pickup_point_saved"), ...done });
  });

  contract(app, "get", "/pickup-point/parcel-list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await keeperHome(ctx, v.viewer));
  });

  contract(app, "post", "/pickup-point/parcels/:code/received", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await markReceived(ctx, v.viewer, textParam(c, "code"));
    return c.json({ success: translate(v.viewer.locale, "pickup_received_done"), ...done });
  });

  contract(app, "post", "/pickup-point/parcels/:code/collected", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await markCollected(ctx, v.viewer, { code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "pickup_collected_done"), ...done });
  });
}
