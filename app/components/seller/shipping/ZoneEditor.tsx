import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { METHOD_KINDS } from "../../../../domain/shipping/profile-schema";
import { useTranslation } from "../../../i18n/i18n";
import type { Place } from "../../account/AddressFields";
import { Field, inputClass } from "../../ui/FormField";
import { Plus, Trash2 } from "../../ui/icon-set";
import { MethodEditor } from "./MethodEditor";
import { PlacePicker } from "./PlacePicker";
import { blankMethod, messageAt, type PlaceKind, type PlaceNames, type ProfileValues } from "./profile-form";

/** One zone of a profile: its name, its places and its methods (at most one of each kind; a new one takes a kind not yet there). */
export function ZoneEditor({
  index,
  onRemove,
  countries,
  names,
  onNamed,
}: {
  index: number;
  onRemove?: () => void;
  countries: Place[];
  names: PlaceNames;
  onNamed: (kind: PlaceKind, place: Place) => void;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ProfileValues>();
  const base = `zones.${index}` as const;
  const methods = useFieldArray<ProfileValues, `zones.${number}.methods`>({ name: `${base}.methods` });
  const kinds = (useWatch({ control, name: `${base}.methods` }) ?? []).map((m) => m.kind);
  const free = METHOD_KINDS.find((k) => !kinds.includes(k));
  const err = (path: string) => messageAt(formState.errors, path);
  return (
    <section
      className="space-y-4 rounded-2xl border border-gray-100 bg-white p-4 sm:p-6"
      aria-labelledby={`zone-${index}-title`}
      data-testid="shipping-zone"
    >
      <div className="flex items-center gap-3">
        <h3 id={`zone-${index}-title`} className="min-w-0 flex-1 text-base font-semibold text-gray-900">
          {t("shipping_zone_n", { n: index + 1 })}
        </h3>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            data-testid="zone-remove"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t("shipping_remove_zone")}
          </button>
        )}
      </div>
      <div className="max-w-md">
        <Field label={t("shipping_zone_name")} hint={t("shipping_zone_name_hint")} error={err(`${base}.name`)}>
          <input {...register(`${base}.name`)} maxLength={80} className={inputClass(!!err(`${base}.name`))} data-testid="zone-name" />
        </Field>
      </div>
      <PlacePicker zone={index} countries={countries} names={names} onNamed={onNamed} />
      <div className="space-y-3">
        <p className="text-sm font-semibold text-gray-900">{t("shipping_methods")}</p>
        {methods.fields.map((f, i) => (
          <MethodEditor
            key={f.id}
            base={`${base}.methods.${i}`}
            onRemove={methods.fields.length > 1 ? () => methods.remove(i) : undefined}
          />
        ))}
        {err(`${base}.methods`) && (
          <p className="text-xs text-red-600" role="alert">
            {t(err(`${base}.methods`) ?? "")}
          </p>
        )}
        {free && (
          <button
            type="button"
            onClick={() => methods.append(blankMethod(free))}
            className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:border-primary hover:text-primary"
            data-testid="method-add"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t("shipping_add_method", { kind: t(`shipping_kind_${free}`) })}
          </button>
        )}
      </div>
    </section>
  );
}
