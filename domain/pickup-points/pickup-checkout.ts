import type { Ctx } from "../context";
import { loadSettings } from "../settings/load-settings";
import { activePickupPoints, chosenPickupPoint, isPickupCheckout, pickupHubsView, pickupPricing } from "./pickup-hubs";

/**
 * A checkout's pickup points (decision 080): the active ones (none while the `pickup_point`
 * module is off), and, when the request is a pickup checkout (`checkout_method` 1 with
 * `pick_hub_id`), the pricing options of the point chosen (a point that is not on offer is 422).
 */
export async function pickupCheckout(ctx: Ctx, form: Record<string, unknown>) {
  const settings = await loadSettings(ctx);
  if (!Number(settings.pickup_point)) return { hubs: [], pricing: null };
  const hubs = pickupHubsView(await activePickupPoints(ctx));
  if (!isPickupCheckout(form)) return { hubs, pricing: null };
  return { hubs, pricing: pickupPricing(await chosenPickupPoint(ctx, form.pick_hub_id)) };
}
