import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { Card } from "../account/PageHeading";
import { ChevronLeft, ChevronRight, Eye, EyeOff, Pencil, Plus, Trash2 } from "../ui/icon-set";
import { SlideForm, type SlideItem, type SlideKind } from "./SlideForm";

/** Move the item at `from` by `step` (−1 up, +1 down) in a copy of the list. */
export function moved<T>(list: T[], from: number, step: number): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to], copy[from]];
  return copy;
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full border border-gray-200 text-gray-700 hover:bg-gray-50 disabled:opacity-40";

/**
 * The home page's slides (or banners) in the console: each with its picture, name, link and
 * switch; moved up or down with buttons (the keyboard reaches them; the new order is saved at
 * once), switched on or off, changed or deleted. The form opens above the list.
 */
export function SlideManager({ kind, items }: { kind: SlideKind; items: SlideItem[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SlideItem | "new" | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => void revalidator.revalidate();
  const run = async (path: string, body: unknown) => {
    setBusy(true);
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body, quiet: true });
      toast.success(answer.success);
      refresh();
    } catch {
      toast.error(t("network_error"));
    }
    setBusy(false);
  };
  const move = (i: number, step: number) => run(`admin/content/${kind}/order`, { ids: moved(items, i, step).map((s) => s.id) });
  const text = (s: SlideItem) => String(s[`title_${locale}`] || s.title_en || "");
  return (
    <div className="space-y-4">
      {editing ? (
        <Card>
          <SlideForm
            key={editing === "new" ? "new" : editing.id}
            kind={kind}
            item={editing === "new" ? null : editing}
            onDone={() => {
              setEditing(null);
              refresh();
            }}
          />
        </Card>
      ) : (
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90"
          data-testid={`${kind}-new`}
        >
          <Plus className="size-4" />
          {t(`hc_${kind}_new`)}
        </button>
      )}
      <Card>
        {items.length === 0 && <p className="text-sm text-gray-500">{t(`hc_${kind}_empty`)}</p>}
        <ol className="divide-y divide-gray-100" data-testid={`${kind}-list`}>
          {items.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid={`${kind}-item-${s.id}`}>
              <img
                src={s.preview}
                alt=""
                className={`w-40 shrink-0 rounded-lg object-cover ${kind === "sliders" ? "aspect-[1260/452]" : "aspect-[620/320]"} ${s.is_active ? "" : "opacity-40"}`}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{text(s) || t("hc_untitled")}</p>
                <p className="truncate text-xs text-gray-500">
                  <bdi dir="ltr">{s.link}</bdi>
                </p>
                {!s.is_active && (
                  <span className="mt-1 inline-block rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">{t("hc_off")}</span>
                )}
              </div>
              <div className="flex gap-1">
                <button
                  type="button"
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                  className={iconButton}
                  aria-label={t("hc_move_up", { name: text(s) })}
                  data-testid={`${kind}-up-${s.id}`}
                >
                  <ChevronLeft className="size-4 rotate-90" />
                </button>
                <button
                  type="button"
                  disabled={busy || i === items.length - 1}
                  onClick={() => move(i, 1)}
                  className={iconButton}
                  aria-label={t("hc_move_down", { name: text(s) })}
                  data-testid={`${kind}-down-${s.id}`}
                >
                  <ChevronRight className="size-4 rotate-90" />
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => run(`admin/content/${kind}/${s.id}`, { is_active: !s.is_active })}
                  className={iconButton}
                  aria-label={t(s.is_active ? "hc_hide" : "hc_show", { name: text(s) })}
                  aria-pressed={s.is_active}
                  data-testid={`${kind}-toggle-${s.id}`}
                >
                  {s.is_active ? <Eye className="size-4" /> : <EyeOff className="size-4" />}
                </button>
                <button
                  type="button"
                  onClick={() => setEditing(s)}
                  className={iconButton}
                  aria-label={t("hc_edit", { name: text(s) })}
                  data-testid={`${kind}-edit-${s.id}`}
                >
                  <Pencil className="size-4" />
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => window.confirm(t("hc_delete_confirm")) && run(`admin/content/${kind}/${s.id}/delete`, {})}
                  className={`${iconButton} text-red-600`}
                  aria-label={t("hc_delete", { name: text(s) })}
                  data-testid={`${kind}-delete-${s.id}`}
                >
                  <Trash2 className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
