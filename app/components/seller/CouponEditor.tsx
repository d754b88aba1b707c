import { useId } from "react";
import type { FieldPath } from "react-hook-form";
import { CouponForm, type CouponFormValues } from "../../../domain/seller/coupon-input";
import { useTranslation } from "../../i18n/i18n";
import { useShopForm } from "../../lib/use-shop-form";
import { inputClass } from "../ui/FormField";

const FIELDS: {
  name: Exclude<FieldPath<CouponFormValues>, "is_active" | "discount_type">;
  type?: string;
  optional?: boolean;
  dir?: "ltr";
}[] = [
  { name: "code", dir: "ltr" },
  { name: "title", optional: true },
  { name: "discount_value", dir: "ltr" },
  { name: "minimum_spend", optional: true, dir: "ltr" },
  { name: "maximum_discount", optional: true, dir: "ltr" },
  { name: "starts_at", type: "date", optional: true },
  { name: "ends_at", type: "date", optional: true },
  { name: "usage_limit", optional: true, dir: "ltr" },
  { name: "per_user_limit", optional: true, dir: "ltr" },
];

/**
 * A seller's coupon form (react-hook-form): checked in the browser with the very schema the
 * server checks with (domain/seller/coupon-input.ts), then saved; the server's 422 field errors
 * show beside their fields as the browser's own do.
 */
export function CouponEditor({
  id,
  initial,
  onSaved,
  onCancel,
  base = "seller/coupons",
}: {
  id: number | null;
  initial: CouponFormValues;
  /** where it is saved: the seller's coupons, or the operator's marketplace coupons (`admin/coupons`) */
  base?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const { form, send } = useShopForm(CouponForm, { defaultValues: initial, mode: "onBlur" });
  const { errors, isSubmitting } = form.formState;
  const message = (field: string, raw?: string) =>
    raw ? (raw.startsWith("v_") ? t(raw, { attribute: t(`attr_${field}`) }) : raw) : undefined;
  const submit = form.handleSubmit(async (values) => {
    if (await send(id === null ? base : `${base}/${id}`, values)) onSaved();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="coupon-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${uid}-discount_type`} className="block text-sm font-medium text-gray-700">
            {t("attr_discount_type")}
          </label>
          <select id={`${uid}-discount_type`} className={inputClass()} {...form.register("discount_type")}>
            <option value="percentage">{t("seller_coupon_percentage")}</option>
            <option value="flat">{t("seller_coupon_flat")}</option>
          </select>
        </div>
        {FIELDS.map((f) => {
          const error = message(f.name, errors[f.name]?.message);
          return (
            <div key={f.name} className="space-y-1.5">
              <label htmlFor={`${uid}-${f.name}`} className="block text-sm font-medium text-gray-700 first-letter:uppercase">
                {t(f.name === "title" ? "seller_coupon_title" : `attr_${f.name}`)}
                {f.optional && <span className="ms-1 font-normal text-gray-500">({t("optional")})</span>}
              </label>
              <input
                id={`${uid}-${f.name}`}
                type={f.type ?? "text"}
                dir={f.dir}
                inputMode={f.dir === "ltr" && f.name !== "code" ? "decimal" : undefined}
                aria-invalid={!!error}
                aria-describedby={error ? `${uid}-${f.name}-error` : undefined}
                className={`${inputClass(error)} ${f.dir === "ltr" ? "rtl:text-right" : ""}`}
                data-testid={`coupon-${f.name}`}
                {...form.register(f.name)}
              />
              {error && (
                <p id={`${uid}-${f.name}-error`} className="text-sm text-red-600" role="alert" data-testid={`coupon-${f.name}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register("is_active")} />
        {t("seller_coupon_active")}
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="coupon-save"
        >
          {t("seller_save")}
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold">
          {t("seller_cancel")}
        </button>
      </div>
    </form>
  );
}
