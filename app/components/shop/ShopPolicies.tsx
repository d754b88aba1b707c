import type { ShopProfile } from "../../../domain/shops/shop-profile";
import { useTranslation } from "../../i18n/i18n";
import { RotateCcw, Truck } from "../ui/icon-set";

/** What the shop promises about shipping and returns (shown only when it wrote them). */
export function ShopPolicies({ policies }: { policies: ShopProfile["shop"]["policies"] }) {
  const { t } = useTranslation();
  const items = [
    { key: "shipping", title: t("shipping_policy"), text: policies.shipping, Icon: Truck },
    { key: "returns", title: t("returns_policy"), text: policies.returns, Icon: RotateCcw },
  ].filter((p) => p.text);
  if (!items.length) return null;
  return (
    <section aria-labelledby="shop-policies" data-testid="shop-policies">
      <h2 id="shop-policies" className="mb-3 text-lg font-bold">
        {t("shop_policies")}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map(({ key, title, text, Icon }) => (
          <div key={key} className="rounded-2xl border border-gray-100 bg-white p-4" data-policy={key}>
            <h3 className="mb-1 flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {title}
            </h3>
            <p className="text-sm leading-relaxed whitespace-pre-line text-gray-600">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
