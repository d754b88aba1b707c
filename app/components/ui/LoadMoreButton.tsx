import { useTranslation } from "../../i18n/i18n";
import { Loader2 } from "./icon-set";

export function LoadMoreButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="mt-8 text-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className="inline-flex items-center gap-2 rounded-full border border-primary px-6 py-2 font-semibold text-primary hover:bg-primary hover:text-white disabled:opacity-60"
      >
        {loading && <Loader2 className="size-4 animate-spin" />}
        {t("load_more")}
      </button>
    </div>
  );
}
