import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n";

/** A picture chooser with the current picture or the chosen one beside it; the server checks and re-encodes it. */
export function PictureField({
  label,
  current,
  error,
  onChange,
  testId,
}: {
  label: string;
  current: string | null;
  error?: string;
  onChange: (file: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? current;
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt="" className="h-16 w-24 rounded-lg border border-gray-100 object-cover" />
        ) : (
          <span className="grid h-16 w-24 place-items-center rounded-lg border border-dashed border-gray-300 text-xs text-gray-400">
            {t("cat_no_picture")}
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="text-sm file:me-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:text-primary"
          data-testid={testId}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0] ?? null;
            setPreview(file ? URL.createObjectURL(file) : null);
            onChange(file);
          }}
        />
      </div>
      <p className="min-h-4 text-xs text-red-600" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}
