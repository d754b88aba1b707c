import { useTranslation } from "../../../i18n/i18n";
import { TABS, type Tab } from "./editor-tabs";

/** The editor's tabs; a red dot on those with a field in error. */
export function EditorTabs({ tab, onOpen, failed }: { tab: Tab; onOpen: (tab: Tab) => void; failed: Set<Tab> }) {
  const { t } = useTranslation();
  return (
    <div role="tablist" className="-mx-4 mb-4 flex gap-1 overflow-x-auto px-4 pb-1">
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tab === id}
          onClick={() => onOpen(id)}
          data-testid={`sp-tab-${id}`}
          className={`relative shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
            tab === id ? "bg-gray-900 text-white" : "border border-gray-200 bg-white text-gray-700"
          }`}
        >
          {t(`sp_tab_${id}`)}
          {failed.has(id) && <span className="absolute -top-0.5 end-0.5 size-2 rounded-full bg-red-500" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}
