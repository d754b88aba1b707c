import { useState } from "react";
import { TextField } from "../ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { slugFromName } from "../../../domain/accounts/shop-slug";

/** The shop part of a seller application: name, address in the URL (made from the name unless typed), phone, postal address. */
export function ShopFields({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const suggested = slugFromName(name);
  const shown = slug || suggested;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="shop_name"
        label={t("attr_shop_name")}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.shop_name}
      />
      <TextField
        name="slug"
        label={t("attr_slug")}
        optional
        value={slug}
        placeholder={suggested}
        onChange={(e) => setSlug(e.target.value.toLowerCase())}
        pattern="[a-z0-9-]*"
        dir="ltr"
        hint={shown ? t("shop_url_hint", { url: `/shop/${shown}` }) : undefined}
        error={errors.slug}
      />
      <TextField name="shop_phone" type="tel" label={t("attr_shop_phone")} required autoComplete="tel" error={errors.shop_phone} />
      <TextField name="shop_address" label={t("attr_shop_address")} required autoComplete="street-address" error={errors.shop_address} />
    </div>
  );
}
