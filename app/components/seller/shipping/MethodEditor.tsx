import { useFormContext, useWatch } from "react-hook-form";
import { METHOD_KINDS, RATE_TYPES, type RateType } from "../../../../domain/shipping/profile-schema";
import { useTranslation } from "../../../i18n/i18n";
import { Field, inputClass } from "../../ui/FormField";
import { Trash2 } from "../../ui/icon-set";
import { blankRate, messageAt, type ProfileValues } from "./profile-form";
import { TierRows } from "./TierRows";

type MethodPath = `zones.${number}.methods.${number}`;
type TextPath =
  | `${MethodPath}.rate.amount`
  | `${MethodPath}.rate.first`
  | `${MethodPath}.rate.each`
  | `${MethodPath}.free_above`
  | `${MethodPath}.handling_days`
  | `${MethodPath}.transit_min_days`
  | `${MethodPath}.transit_max_days`;

/**
 * A text field of a method (an amount or a number of days), left to right in every language;
 * `attribute` names it in a message where its label would not read ("free shipping from").
 */
function NumberField({
  name,
  label,
  hint,
  numeric,
  attribute,
}: {
  name: TextPath;
  label: string;
  hint?: string;
  numeric?: boolean;
  attribute?: string;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileValues>();
  const message = messageAt(formState.errors, name);
  const error = message && attribute ? t(message, { attribute }) : message;
  return (
    <Field label={label} error={error} hint={hint}>
      <input
        {...register(name)}
        inputMode={numeric ? "numeric" : "decimal"}
        dir="ltr"
        className={`${inputClass(!!error)} rtl:text-right`}
        data-testid={`method-${name.split(".").slice(4).join("-")}`}
      />
    </Field>
  );
}

/**
 * One method of a zone: its kind (each once a zone), its rate rule (flat, per item, tiers by
 * weight or by the order's amount; a new rule starts blank), free from an amount, and its days:
 * handling, then transit from … to.
 */
export function MethodEditor({ base, onRemove }: { base: MethodPath; onRemove?: () => void }) {
  const { t } = useTranslation();
  const { register, setValue, control, formState } = useFormContext<ProfileValues>();
  const type = useWatch({ control, name: `${base}.rate.type` }) as RateType;
  const err = (path: string) => messageAt(formState.errors, path);
  return (
    <div className="rounded-xl border border-gray-200 p-3 sm:p-4" data-testid="shipping-method">
      <div className="grid gap-x-3 sm:grid-cols-[1fr_1fr_auto]">
        <Field label={t("shipping_method_kind")} error={err(`${base}.kind`)}>
          <select {...register(`${base}.kind`)} className={inputClass(!!err(`${base}.kind`))} data-testid="method-kind">
            {METHOD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`shipping_kind_${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("shipping_rate_type")} error={err(`${base}.rate`)}>
          <select
            value={type}
            onChange={(e) => setValue(`${base}.rate`, blankRate(e.target.value as RateType), { shouldDirty: true })}
            className={inputClass(!!err(`${base}.rate`))}
            data-testid="method-rate-type"
          >
            {RATE_TYPES.map((r) => (
              <option key={r} value={r}>
                {t(`shipping_rate_type_${r}`)}
              </option>
            ))}
          </select>
        </Field>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="mb-4 inline-flex items-center gap-1 self-end justify-self-start rounded-lg px-2 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            data-testid="method-remove"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t("shipping_remove_method")}
          </button>
        )}
      </div>
      {type === "flat" && (
        <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
          <NumberField name={`${base}.rate.amount`} label={t("shipping_fee")} />
        </div>
      )}
      {type === "per_item" && (
        <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
          <NumberField name={`${base}.rate.first`} label={t("shipping_rate_first")} />
          <NumberField name={`${base}.rate.each`} label={t("shipping_rate_each")} />
        </div>
      )}
      {(type === "weight" || type === "amount") && <TierRows key={type} base={base} by={type} />}
      <div className="mt-2 grid grid-cols-2 gap-x-3 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <NumberField
            name={`${base}.free_above`}
            label={t("shipping_free_above_label")}
            hint={t("shipping_free_above_hint")}
            attribute={t("shipping_free_above_attr")}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <NumberField name={`${base}.handling_days`} label={t("shipping_handling_days")} numeric />
        </div>
        <NumberField name={`${base}.transit_min_days`} label={t("shipping_transit_min_days")} numeric />
        <NumberField name={`${base}.transit_max_days`} label={t("shipping_transit_max_days")} numeric />
      </div>
    </div>
  );
}
