import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/i18n";

/** The editor's frame: its title, the fields in two columns, save and cancel. */
export function EditorCard({
  title,
  onSubmit,
  onCancel,
  busy,
  children,
  testId,
}: {
  title: string;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="mb-5 rounded-2xl border border-primary/30 bg-white p-4 sm:p-5" data-testid={testId}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-3">{children}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="cat-save"
        >
          {t("cat_save")}
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-gray-300 px-5 py-2 text-sm hover:bg-gray-50">
          {t("cat_cancel")}
        </button>
      </div>
    </form>
  );
}
