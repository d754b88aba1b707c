import type { Ctx, Viewer } from "../domain/context";
import { adminRiders } from "../domain/riders/admin-riders";
import { riderOf } from "../domain/riders/rider-of";
import { riderDelivery, riderHome } from "../domain/riders/rider-views";

/**
 * The riders' pages in a page loader's context (decision 078): `/rider` (today's deliveries) and
 * `/rider/deliveries/{id}`, each guarded as the rider's calls are (403 for anyone not an active
 * rider); and the operator's `/admin/riders` (`orders`, as `GET admin/riders/list`).
 */
export function pageRider(ctx: Ctx, viewer: Viewer) {
  return {
    /** whether the signed-in user is an active rider (the account menu's link) */
    isRider: async () => (await riderOf(ctx, viewer.userId)) !== null,
    home: () => riderHome(ctx, viewer),
    delivery: (id: number | null) => riderDelivery(ctx, viewer, id),
    admin: () => adminRiders(ctx, { userId: viewer.userId, locale: viewer.locale }),
  };
}
