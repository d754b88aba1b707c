import { field } from "../../kernel/input";
import type { SellerShop } from "./require-seller";

/**
 * Who a seller is for the tax authorities (EU DAC7, decision 075), as the seller centre's shop
 * settings edit it: the legal name, the registered address, the country that issued the tax id
 * (ISO 3166 two letters), the tax id (TIN) and the VAT number. Each may be blank (not given yet);
 * given, it is normalised (codes upper case, spaces out) and checked by its shape: 422 on the
 * field and nothing saved. A field left out of the form keeps what is stored.
 */
const code = (max: number) => field.optional(max).transform((s) => s.replace(/\s+/g, "").toUpperCase());

export const TaxDetailsFields = {
  legal_name: field.optional(200).optional(),
  legal_address: field.optional(500).optional(),
  tax_country: code(2)
    .refine((s) => s === "" || /^[A-Z]{2}$/.test(s), "v_tax_country")
    .optional(),
  tax_id: code(40)
    .refine((s) => s === "" || /^[A-Z0-9][A-Z0-9./-]{2,29}$/.test(s), "v_tax_id")
    .optional(),
  vat_number: code(40)
    .refine((s) => s === "" || /^[A-Z]{2}[A-Z0-9+*.]{2,13}$/.test(s), "v_vat_number")
    .optional(),
};

export type TaxDetailsInput = { [K in keyof typeof TaxDetailsFields]?: string };

/** The columns a saved form changes (only the fields it sent). */
export function taxDetailsUpdate(
  form: TaxDetailsInput,
): Partial<Pick<SellerShop, "legalName" | "legalAddress" | "taxCountry" | "taxId" | "vatNumber">> {
  const out: ReturnType<typeof taxDetailsUpdate> = {};
  if (form.legal_name !== undefined) out.legalName = form.legal_name;
  if (form.legal_address !== undefined) out.legalAddress = form.legal_address;
  if (form.tax_country !== undefined) out.taxCountry = form.tax_country;
  if (form.tax_id !== undefined) out.taxId = form.tax_id;
  if (form.vat_number !== undefined) out.vatNumber = form.vat_number;
  return out;
}

/** What the form shows. */
export const taxDetailsView = (shop: SellerShop) => ({
  legal_name: shop.legalName,
  legal_address: shop.legalAddress,
  tax_country: shop.taxCountry,
  tax_id: shop.taxId,
  vat_number: shop.vatNumber,
});
