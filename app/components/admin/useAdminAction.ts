import { z } from "zod";
import { type SendOptions, useShopForm } from "../../lib/use-shop-form";

/** A call without fields: nothing to check in the browser, nothing to show beside a field. */
const NoFields = z.object({});

/**
 * A console call without a form (delete, switch, approve): posted through the shop's form idiom
 * (`useShopForm`'s `send`), so the answer's `success` and any refusal (the form's or a field's
 * message: there is no field to put it under) come as toasts, a lost network as the shop's
 * "network error". Answers the server's answer, or null after showing what went wrong.
 */
export function useAdminAction() {
  const { send } = useShopForm(NoFields);
  return <T = Record<string, unknown>>(path: string, body: unknown = {}, opts: SendOptions = {}) =>
    send<T>(path, body, { placeError: () => null, ...opts });
}
