import { useId, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { StringInput } from "../../../domain/settings/admin-ui-strings";
import { PageHeading } from "../../components/account/PageHeading";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/language-strings";
import { AdminErrorBoundary } from "./layout";

/** `/admin/languages/:code/strings?q=&page=`: a language's file, every UI string with its English beside it, each editable (operators with `settings`). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return await context.admin.languageStrings(params.code, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "strings_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["data"][number];
type Language = Route.ComponentProps["loaderData"]["language"];

export default function LanguageStrings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "key",
      header: t("strings_col_key"),
      cell: ({ row }) => (
        <code dir="ltr" className="break-all text-xs text-gray-600">
          {row.original.key}
        </code>
      ),
    },
    {
      id: "english",
      header: t("strings_col_english"),
      cell: ({ row }) => (
        <span lang="en" dir="ltr" className="block max-w-64 text-sm text-gray-700">
          {row.original.english}
        </span>
      ),
    },
    {
      id: "value",
      header: t("strings_col_value", { language: language.native_name }),
      cell: ({ row }) => <StringEditor key={`${row.original.key}:${row.original.value}`} row={row.original} language={language} />,
    },
  ];
  const toolbar = (
    <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="strings-search">
      <label className="min-w-48 flex-1 text-sm">
        <span className="sr-only">{t("strings_search")}</span>
        <input
          name="q"
          defaultValue={loaderData.q}
          placeholder={t("strings_search")}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          dir="auto"
          data-testid="strings-q"
        />
      </label>
      <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white">
        {t("backoffice_filter")}
      </button>
    </Form>
  );
  return (
    <div className="space-y-4">
      <Link to="/admin/languages" className="text-sm text-primary hover:underline">
        {t("strings_back")}
      </Link>
      <PageHeading title={`${t("strings_title")}: ${language.native_name}`} text={t("strings_intro", { total: loaderData.total })} />
      <ServerTable page={loaderData} columns={columns} testId="strings-table" toolbar={toolbar} />
    </div>
  );
}

/** One string's wording: typed as plain text and saved, or reset to the shipped one. */
function StringEditor({ row, language }: { row: Row; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(row.value);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async (path: string, body: Record<string, string>) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ success: string }>(`admin/languages/${language.code}/${path}`, { method: "POST", body, quiet: true });
      toast.success(answer.success);
      await revalidator.revalidate();
    } catch (err) {
      const found = formErrorsOf(err);
      if (!found) toast.error(t("network_error"));
      else setError(found.value ?? found.key ?? found.form);
    }
    setBusy(false);
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!StringInput.safeParse({ key: row.key, value }).success) return setError(t("strings_value_invalid"));
    void send("strings", { key: row.key, value });
  };
  return (
    <form onSubmit={save} noValidate className="min-w-56 space-y-1" data-testid={`string-${row.key}`}>
      <label htmlFor={id} className="sr-only">
        {row.key}
      </label>
      <textarea
        id={id}
        rows={Math.min(4, Math.max(1, Math.ceil(value.length / 40)))}
        lang={language.code}
        dir={language.direction}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-2 py-1.5 text-sm ${error ? "border-red-400" : "border-gray-300"}`}
        data-testid="string-value"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={busy || value === row.value}
          className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white disabled:opacity-40"
          data-testid="string-save"
        >
          {t("strings_save")}
        </button>
        {row.overridden && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => void send("strings/reset", { key: row.key })}
              className="rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-primary disabled:opacity-40"
              data-testid="string-reset"
            >
              {t("strings_reset")}
            </button>
            <span className="text-xs text-amber-700">{t("strings_overridden")}</span>
          </>
        )}
      </div>
    </form>
  );
}
