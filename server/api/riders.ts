import type { Hono } from "hono";
import { REVIEW_IMAGE_MAX_BYTES } from "../../domain/catalog/review-images";
import { adminRiders, assignableRiders, registerRider, setShopRiders, updateRider } from "../../domain/riders/admin-riders";
import { assignRider } from "../../domain/riders/assign-rider";
import { confirmHandIn } from "../../domain/riders/rider-hand-in";
import { markDelivered, markPickedUp } from "../../domain/riders/rider-progress";
import { riderDelivery, riderHome } from "../../domain/riders/rider-views";
import { requireSellerOrOperator } from "../../domain/seller/require-seller";
import { readBody, uploadedPictures } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

/** A delivery's proof picture (one, the review pictures' limit) rides on the rider's calls. */
export const RIDER_BODY_LIMITS: Record<string, number> = { "/rider/deliveries/": REVIEW_IMAGE_MAX_BYTES + 64 * 1024 };

/**
 * Delivery riders (decision 078): the operator's riders, hand-ins and shops (`orders`), an order
 * given to a rider (the operator, or its seller when allowed), and the rider's own calls under
 * `/rider` (active riders only: 403 for anyone else). Thin: the rules are in `domain/riders/`.
 */
export function riderRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const uploadsDir = `${env.dataDir}/uploads`;

  contract(app, "get", "/admin/riders/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await adminRiders(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }));
  });

  contract(app, "post", "/admin/riders", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await registerRider(ctx, { userId: v.viewer.userId, fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "rider_registered"), ...done });
  });

  contract(app, "post", "/admin/riders/:id{[0-9]+}", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await updateRider(ctx, { userId: v.viewer.userId, riderId: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "rider_saved"), ...done });
  });

  contract(app, "post", "/admin/riders/:id{[0-9]+}/hand-ins", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await confirmHandIn(ctx, { userId: v.viewer.userId, riderId: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "rider_hand_in_confirmed"), ...done });
  });

  contract(app, "post", "/admin/riders/shops/:id{[0-9]+}", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await setShopRiders(ctx, { userId: v.viewer.userId, shopId: intParam(c, "id"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "rider_saved"), ...done });
  });

  contract(app, "get", "/seller/riders", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    await requireSellerOrOperator(ctx, v.viewer.userId, "rider_not_found");
    return c.json({ riders: await assignableRiders(ctx) });
  });

  contract(app, "post", "/seller/orders/:code/rider", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await assignRider(ctx, v.viewer, { code: textParam(c, "code"), fields: await readBody(c) });
    return c.json({ success: translate(v.viewer.locale, "rider_assigned"), ...done });
  });

  contract(app, "get", "/rider/delivery-list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await riderHome(ctx, v.viewer));
  });

  contract(app, "get", "/rider/deliveries/:id{[0-9]+}/detail", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await riderDelivery(ctx, v.viewer, intParam(c, "id")));
  });

  contract(app, "post", "/rider/deliveries/:id{[0-9]+}/picked-up", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await markPickedUp(ctx, v.viewer, intParam(c, "id"));
    return c.json({ success: translate(v.viewer.locale, "rider_picked_up_done"), ...done });
  });

  contract(app, "post", "/rider/deliveries/:id{[0-9]+}/delivered", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const body = await readBody(c);
    const done = await markDelivered(ctx, v.viewer, {
      deliveryId: intParam(c, "id"),
      fields: body,
      pictures: await uploadedPictures(body),
      uploadsDir,
    });
    return c.json({ success: translate(v.viewer.locale, "rider_delivered_done"), ...done });
  });
}
