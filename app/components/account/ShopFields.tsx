import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { slugFromName } from "../../../domain/accounts/shop-slug";
import { isolate } from "../../../kernel/i18n/numbers";
import { useTranslation } from "../../i18n/i18n";
import { TextField } from "../ui/FormField";

/** What a shop application holds; the server checks it (its messages go beside the fields). */
export const ShopFieldsInput = z.object({ shop_name: z.string(), slug: z.string(), shop_phone: z.string(), shop_address: z.string() });
export const blankShop = { shop_name: "", slug: "", shop_phone: "", shop_address: "" };
type ShopFieldName = keyof typeof blankShop;

/**
 * The shop part of a seller application: name, web address (the shop's URL, made from the name
 * unless typed), phone, postal address (where the shop is). The two addresses are named apart and
 * each says what goes in it. `register` is the form's; `name` and `slug` what they now hold.
 */
export function ShopFields({
  register,
  name,
  slug,
  errors,
}: {
  register: (field: ShopFieldName) => UseFormRegisterReturn;
  name: string;
  slug: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const suggested = slugFromName(name);
  const shown = slug || suggested;
  const slugField = register("slug");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...register("shop_name")} label={t("attr_shop_name")} required error={errors.shop_name} />
      <TextField
        {...slugField}
        label={t("attr_slug")}
        optional
        placeholder={suggested}
        onChange={(e) => {
          e.target.value = e.target.value.toLowerCase();
          return slugField.onChange(e);
        }}
        pattern="[a-z0-9-]*"
        dir="ltr"
        hint={shown ? `${t("shop_url_hint", { url: isolate(`/shop/${shown}`) })}. ${t("shop_slug_hint")}` : t("shop_slug_hint")}
        error={errors.slug}
      />
      <TextField
        {...register("shop_phone")}
        type="tel"
        label={t("attr_shop_phone")}
        required
        autoComplete="tel"
        error={errors.shop_phone}
      />
      <TextField
        {...register("shop_address")}
        label={t("attr_shop_address")}
        required
        autoComplete="street-address"
        hint={t("shop_address_hint")}
        error={errors.shop_address}
      />
    </div>
  );
}
