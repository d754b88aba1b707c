import { useFormContext } from "react-hook-form";
import type { ProductForm } from "../../../../domain/seller-products/product-schema";
import { useTranslation } from "../../../i18n/i18n";
import { Section } from "../../backoffice/EditorSection";

/**
 * Whether a buyer may return the product (decision 081): on by default; its window is its
 * category's, else the shop's, else the marketplace's. A digital product is never returned.
 */
export function ReturnsSection({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const { register, watch, formState } = useFormContext<ProductForm>();
  const on = (v: unknown) => v === true || v === "true";
  const digital = on(watch("is_digital"));
  // ticked on the page as the server renders it too (register fills a checkbox only once the scripts run)
  const startsTicked = on(formState.defaultValues?.returnable);
  return (
    <div hidden={hidden} className="mt-4">
      <Section title={t("sp_returns_section")} hidden={hidden}>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            defaultChecked={startsTicked}
            {...register("returnable")}
            className="size-4 rounded border-gray-300 text-primary"
            data-testid="sp-returnable"
          />
          {t("sp_returnable")}
        </label>
        <p className="mt-2 text-sm text-gray-600">{t(digital ? "sp_returnable_digital_hint" : "sp_returnable_hint")}</p>
      </Section>
    </div>
  );
}
