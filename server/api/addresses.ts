import type { Hono } from "hono";
import { deleteAddress, makeDefaultAddress } from "../../domain/addresses/address-defaults";
import { addressesOf } from "../../domain/addresses/address-view";
import { saveAddress } from "../../domain/addresses/save-address";
import { NotFoundError } from "../../kernel/errors";
import { countryList } from "../../domain/geo/places";
import { requireUserId } from "../http/account-session";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import type { AppServices } from "../services";
import { contract, intParam, textParam } from "./route";

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

  contract(app, "post", "/store/user-address", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const addresses = await saveAddress(ctx, { userId, fields: await readBody(c) });
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
    return c.json({ success: translate(v.language.code, "address_default_set"), addresses });
  });

  contract(app, "get", "/delete/user-address/:id", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const addresses = await deleteAddress(ctx, { userId, addressId: addressId(c) });
    return c.json({ success: translate(v.language.code, "address_deleted"), addresses });
  });
}
