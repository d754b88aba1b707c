import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { adminLanguages } from "../../../../domain/settings/admin-languages";
import { useTranslation } from "../../../i18n/i18n";
import type { ColumnDef } from "../../backoffice/DataTable";
import { useAdminAction } from "../useAdminAction";

/** One of the shop's languages as the console lists it. */
export type LanguageRow = Awaited<ReturnType<typeof adminLanguages>>["languages"][number];
const BUTTON =
  "rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-primary hover:text-primary disabled:opacity-50";

/** The languages table's columns: name and flag, code, direction, on or off, and each one's switch, default and texts. */
export function useLanguageColumns(): ColumnDef<LanguageRow, unknown>[] {
  const { t } = useTranslation();
  return [
    {
      id: "name",
      header: t("languages_col_name"),
      cell: ({ row: { original: l } }) => (
        <span className="flex items-center gap-2">
          <span aria-hidden="true">{l.flag}</span>
          <span>
            <bdi lang={l.code} dir={l.direction} className="font-medium">
              {l.native_name}
            </bdi>
            <span className="block text-xs text-gray-500">{l.name}</span>
          </span>
          {l.is_default && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">{t("languages_default")}</span>}
        </span>
      ),
    },
    { id: "code", header: t("languages_col_code"), cell: ({ row }) => <bdi dir="ltr">{row.original.code}</bdi> },
    { id: "direction", header: t("languages_col_direction"), cell: ({ row }) => t(`languages_dir_${row.original.direction}`) },
    {
      id: "status",
      header: t("languages_col_status"),
      cell: ({ row }) => (
        <span data-testid={`language-status-${row.original.code}`}>{t(row.original.is_active ? "languages_on" : "languages_off")}</span>
      ),
    },
    { id: "actions", header: t("languages_col_actions"), cell: ({ row }) => <LanguageActions language={row.original} /> },
  ];
}

/** A language's switch (on or off) and "make default" (neither for the default one), and the link to its texts. */
function LanguageActions({ language: l }: { language: LanguageRow }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const call = useAdminAction();
  const [busy, setBusy] = useState(false);
  const act = async (path: string, body: Record<string, unknown>) => {
    setBusy(true);
    if (await call(`admin/languages/${l.code}/${path}`, body)) await revalidator.revalidate();
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {!l.is_default && (
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={() => void act("status", { active: !l.is_active })}
          data-testid={`language-toggle-${l.code}`}
        >
          {t(l.is_active ? "languages_disable" : "languages_enable")}
        </button>
      )}
      {l.is_active && !l.is_default && (
        <button type="button" className={BUTTON} disabled={busy} onClick={() => void act("default", {})}>
          {t("languages_make_default")}
        </button>
      )}
      <Link to={`/admin/languages/${l.code}/strings`} className={BUTTON} data-testid={`language-strings-${l.code}`}>
        {t("languages_strings")}
      </Link>
    </div>
  );
}
