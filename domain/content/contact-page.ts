import { localize } from "../../kernel/localize";
import type { Ctx } from "../context";
import { loadSettings } from "../settings/load-settings";

/** `GET home/contact-page`: the shop's contact details. */
export async function contactPage(ctx: Ctx, input: { locale: string }) {
  const { contact_info: c } = await loadSettings(ctx);
  return {
    phone: c.phone,
    optional_phone: c.optional_phone,
    email: c.email,
    optional_email: c.optional_email,
    address: localize(c.address, input.locale),
  };
}
