import type { Hono } from "hono";
import { z } from "zod";
import { userView } from "../../domain/accounts/user-view";
import { deleteAddress, makeDefaultAddress } from "../../domain/addresses/address-defaults";
import { addressesOf } from "../../domain/addresses/address-view";
import { saveAddress } from "../../domain/addresses/save-address";
import { countryList } from "../../domain/geo/places";
import { NotFoundError } from "../../kernel/errors";
import { field, parseInput } from "../../kernel/input";
import { requireUserId } from "../http/account-session";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

/** `id` in the body of `store/user-address`: absent or empty adds an address; a whole number edits that one. */
const EditedId = z.object({
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), field.id().optional()),
});

/** A signed-in user's addresses (contract notes: Addresses). Someone else's id answers 404 and changes nothing. */
export function addressRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const addressId = (c: Parameters<typeof intParam>[0]) => {
    const id = intParam(c, "id");
    if (id === null) throw new NotFoundError("address_not_found");
    return id;
  };

  contract(app, "get", "/user/get-all-address", { changesState: false }, async (c) => {
    await resolveViewer(c, services);
    const userId = requireUserId(c);
    const [addresses, countries] = await Promise.all([addressesOf(ctx.db, userId), countryList(ctx)]);
    return c.json({ addresses, countries });
  });

  // The reference client edits through this call too, with the address's `id` in the body.
  contract(app, "post", "/store/user-address", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const fields = await readBody(c);
    const { id } = parseInput(EditedId, fields);
    const addresses = await saveAddress(ctx, { userId, addressId: id, fields });
    return c.json({ success: translate(v.language.code, "address_saved"), addresses });
  });

  contract(app, "post", "/update/user-address/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const addresses = await saveAddress(ctx, { userId, addressId: addressId(c), fields: await readBody(c) });
    return c.json({ success: translate(v.language.code, "address_saved"), addresses });
  });

  contract(app, "post", "/default/user-address/:type/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const addresses = await makeDefaultAddress(ctx, { userId, addressId: addressId(c), type: textParam(c, "type") });
    // the reference answers the user (its client reads user.shipping_address and user.billing_address)
    const user = await userView(ctx.db, userId, { locale: v.language.code, mediaBase: ctx.mediaBase });
    return c.json({ success: translate(v.language.code, "address_default_set"), addresses, user });
  });

  contract(app, "get", "/delete/user-address/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const addresses = await deleteAddress(ctx, { userId, addressId: addressId(c) });
    return c.json({ success: translate(v.language.code, "address_deleted"), addresses });
  });
}
