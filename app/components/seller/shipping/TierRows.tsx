import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "../../../i18n/i18n";
import { Field, inputClass } from "../../ui/FormField";
import { Plus, Trash2 } from "../../ui/icon-set";
import { messageAt, type ProfileValues } from "./profile-form";

/**
 * A rate's tiers (by weight in grams, or by the order's amount): each from its start up to, not
 * including, its end (an empty end: and above), and its fee. A new tier starts where the last ends.
 */
export function TierRows({ base, by }: { base: `zones.${number}.methods.${number}`; by: "weight" | "amount" }) {
  const { t } = useTranslation();
  const { register, formState, getValues } = useFormContext<ProfileValues>();
  const name = `${base}.rate.tiers` as `zones.${number}.methods.${number}.rate.tiers`;
  const tiers = useFieldArray<ProfileValues, typeof name>({ name });
  const err = (path: string) => messageAt(formState.errors, path);
  const unit = by === "weight" ? t("shipping_grams") : "";
  const bound = (i: number, end: "min" | "max", label: string) => (
    <Field label={unit ? `${label} (${unit})` : label} error={err(`${name}.${i}.${end}`)}>
      <input
        {...register(`${name}.${i}.${end}`)}
        inputMode={by === "weight" ? "numeric" : "decimal"}
        dir="ltr"
        placeholder={end === "max" ? t("shipping_tier_open") : undefined}
        className={`${inputClass(!!err(`${name}.${i}.${end}`))} rtl:text-right`}
        data-testid={`tier-${end}`}
      />
    </Field>
  );
  const append = () => {
    const last = getValues(name)?.at(-1);
    tiers.append({ min: last?.max ? String(last.max) : "", max: "", amount: "" });
  };
  return (
    <div className="space-y-2" data-testid="rate-tiers">
      <p className="text-xs text-gray-500">{t(by === "weight" ? "shipping_tiers_weight_hint" : "shipping_tiers_amount_hint")}</p>
      <ul className="space-y-2">
        {tiers.fields.map((f, i) => (
          <li
            key={f.id}
            className="grid grid-cols-2 items-start gap-x-2 rounded-lg bg-gray-50 px-2 pt-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:bg-transparent sm:p-0"
            data-testid="rate-tier"
          >
            {bound(i, "min", t("shipping_tier_from"))}
            {bound(i, "max", t("shipping_tier_to"))}
            <Field label={t("shipping_fee")} error={err(`${name}.${i}.amount`)}>
              <input
                {...register(`${name}.${i}.amount`)}
                inputMode="decimal"
                dir="ltr"
                className={`${inputClass(!!err(`${name}.${i}.amount`))} rtl:text-right`}
                data-testid="tier-amount"
              />
            </Field>
            <button
              type="button"
              onClick={() => tiers.remove(i)}
              className="mt-6 grid size-9 place-items-center justify-self-start rounded-lg text-gray-500 hover:bg-red-50 hover:text-red-700"
              aria-label={t("shipping_remove_tier", { n: i + 1 })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {err(name) && (
        <p className="text-xs text-red-600" role="alert">
          {t(err(name) ?? "")}
        </p>
      )}
      <button
        type="button"
        onClick={append}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        data-testid="tier-add"
      >
        <Plus className="size-4" aria-hidden="true" />
        {t("shipping_add_tier")}
      </button>
    </div>
  );
}
