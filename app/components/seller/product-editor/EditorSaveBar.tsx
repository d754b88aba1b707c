import type { ProductInput } from "../../../../domain/seller-products/product-schema";
import { useTranslation } from "../../../i18n/i18n";
import type { ShopForm } from "../../../lib/use-shop-form";

/** The editor's foot, stuck to the bottom: publish on save, and the save button. */
export function EditorSaveBar({ form, busy }: { form: ShopForm<typeof ProductInput>; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 bg-white/95 py-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("publish")} className="size-4 rounded border-gray-300 text-primary" />
        {t("sp_publish_on_save")}
      </label>
      <button
        type="submit"
        disabled={busy}
        className="min-w-28 rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
        data-testid="sp-save"
      >
        {busy ? t("sp_saving") : t("sp_save")}
      </button>
    </div>
  );
}
