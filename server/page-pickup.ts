import type { Ctx, Viewer } from "../domain/context";
import { countryList } from "../domain/geo/places";
import { adminPickupPoints } from "../domain/pickup-points/admin-pickup-points";
import { pointsKeptBy } from "../domain/pickup-points/keeper-of";
import { keeperHome } from "../domain/pickup-points/keeper-parcels";
import { loadSettings } from "../domain/settings/load-settings";

/**
 * The pickup points' pages in a page loader's context (decision 080): the keeper's `/pickup-point`
 * (guarded as the keeper's calls are: 403 for anyone who runs no active point) and the operator's
 * `/admin/pickup-points` (`orders`, as `GET admin/pickup-points/list`), with the module switch.
 */
export function pagePickup(ctx: Ctx, viewer: Viewer) {
  return {
    isKeeper: async () => (await pointsKeptBy(ctx, viewer.userId)).length > 0,
    home: () => keeperHome(ctx, viewer),
    admin: async () => {
      const [list, settings, countries] = await Promise.all([
        adminPickupPoints(ctx, { userId: viewer.userId, locale: viewer.locale }),
        loadSettings(ctx),
        countryList(ctx),
      ]);
      return { ...list, countries, module_on: Number(settings.pickup_point) === 1 };
    },
  };
}
