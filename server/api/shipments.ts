import type { Hono } from "hono";
import { createShipment, sellerShipmentEvent } from "../../domain/parcels/seller-shipments";
import { CARRIERS } from "../../kernel/carriers";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

/**
 * A seller order's parcels (issue 38 item 5, decision 077): the seller (or an operator) sends
 * the order in parcels and says what happens to each; the carrier list answers what a parcel
 * may go with. Who may is decided in `domain/parcels/seller-shipments.ts`: anyone else 404.
 */
export function shipmentRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/carriers", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({
      carriers: CARRIERS.map((carrier) => ({
        code: carrier.code,
        name: carrier.brand ?? translate(v.viewer.locale, `carrier_${carrier.code}`),
        tracking_url: carrier.trackingUrl,
        needs_number: carrier.needsNumber,
        number_pattern: carrier.number.source,
      })),
    });
  });

  contract(app, "post", "/seller/orders/:code/shipments", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await createShipment(ctx, v.viewer, { code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "shipment_added"), ...done });
  });

  contract(app, "post", "/seller/orders/:code/shipments/:id/events", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await sellerShipmentEvent(ctx, v.viewer, {
      code: textParam(c, "code"),
      shipmentId: intParam(c, "id"),
      fields: await readBody(c),
    });
    return c.json({ success: translate(v.viewer.locale, "shipment_event_added"), ...done });
  });
}
