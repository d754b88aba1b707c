import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { inputClass } from "../../ui/FormField";
import { useCatalogAction } from "../catalog/useCatalogAction";

/**
 * Who pays one coupon's discount (decision 072): the default of its kind (a marketplace coupon
 * the platform, a shop's coupon its seller), the platform, the seller, or shared by the seller's
 * percent. Saved for orders placed from now on.
 */
export function CouponFunding({ id, fundedBy, sellerShare }: { id: number; fundedBy: string; sellerShare: string }) {
  const { t } = useTranslation();
  const uid = useId();
  const act = useCatalogAction();
  const [by, setBy] = useState(fundedBy);
  const [share, setShare] = useState(sellerShare);
  const changed = by !== fundedBy || (by === "shared" && share !== sellerShare);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      data-testid="coupon-funding"
      onSubmit={(e) => {
        e.preventDefault();
        void act(`admin/coupons/${id}/funding`, { funded_by: by, seller_share: by === "shared" ? share : "" });
      }}
    >
      <label htmlFor={`${uid}-by`} className="sr-only">
        {t("funded_by")}
      </label>
      <select
        id={`${uid}-by`}
        value={by}
        onChange={(e) => setBy(e.target.value)}
        className={`${inputClass()} w-auto py-1 text-sm`}
        name="funded_by"
      >
        {["default", "platform", "seller", "shared"].map((v) => (
          <option key={v} value={v}>
            {t(`funded_by_${v}`)}
          </option>
        ))}
      </select>
      {by === "shared" && (
        <>
          <label htmlFor={`${uid}-share`} className="sr-only">
            {t("seller_share_percent")}
          </label>
          <input
            id={`${uid}-share`}
            name="seller_share"
            value={share}
            onChange={(e) => setShare(e.target.value)}
            dir="ltr"
            inputMode="decimal"
            placeholder={t("seller_share_percent")}
            className={`${inputClass()} w-28 py-1 text-sm rtl:text-right`}
          />
        </>
      )}
      {changed && (
        <button
          type="submit"
          className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white"
          data-testid="coupon-funding-save"
        >
          {t("seller_save")}
        </button>
      )}
    </form>
  );
}
