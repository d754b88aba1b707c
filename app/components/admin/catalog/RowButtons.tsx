import { useTranslation } from "../../../i18n/i18n";

/** A row's buttons: edit, up and down (where the storefront shows an order) and delete. */
export function RowButtons({
  onEdit,
  onDelete,
  onMove,
  label,
}: {
  onEdit: () => void;
  onDelete: () => void;
  onMove?: (direction: "up" | "down") => void;
  label: string;
}) {
  const { t } = useTranslation();
  const small = "rounded-full border border-gray-300 px-3 py-1 text-xs hover:bg-gray-50";
  return (
    <div className="flex flex-wrap gap-1.5">
      <button type="button" className={small} onClick={onEdit} aria-label={`${t("cat_edit")}: ${label}`} data-testid="cat-edit">
        {t("cat_edit")}
      </button>
      {onMove && (
        <>
          <button type="button" className={small} onClick={() => onMove("up")} aria-label={`${t("cat_move_up")}: ${label}`}>
            ↑
          </button>
          <button type="button" className={small} onClick={() => onMove("down")} aria-label={`${t("cat_move_down")}: ${label}`}>
            ↓
          </button>
        </>
      )}
      <button
        type="button"
        className={`${small} border-red-200 text-red-700 hover:bg-red-50`}
        onClick={onDelete}
        aria-label={`${t("cat_delete")}: ${label}`}
        data-testid="cat-delete"
      >
        {t("cat_delete")}
      </button>
    </div>
  );
}

/** The "new" button above a list. */
export function NewButton({ onClick, label, testId }: { onClick: () => void; label: string; testId: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      data-testid={testId}
    >
      {label}
    </button>
  );
}
