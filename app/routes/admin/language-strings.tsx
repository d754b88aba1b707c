import { useId, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { StringInput } from "../../../domain/settings/ui-string-input";
import { PageHeading } from "../../components/account/PageHeading";
import { type ColumnDef, ServerTable } from "../../components/backoffice/ServerTable";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
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

/** One string's wording: typed as plain text and saved (checked with the server's schema, StringInput), or reset to the shipped one. */
function StringEditor({ row, language }: { row: Row; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const { form, send } = useShopForm(StringInput, { defaultValues: { key: row.key, value: row.value } });
  const [resetting, setResetting] = useState(false);
  const busy = form.formState.isSubmitting || resetting;
  const value = form.watch("value");
  // the server's message (about the wording, the key or the whole call) as it came; the browser's own check as "plain text only"
  const refused = form.formState.errors.value ?? form.formState.errors.key;
  const error = refused && (refused.type === "server" ? refused.message : t("strings_value_invalid"));
  const post = async (path: string, body: Record<string, string>) => {
    const answer = await send(`admin/languages/${language.code}/${path}`, body, {
      placeError: (field) => (field === "value" || field === "key" || field === "form" ? "value" : false),
    });
    if (answer) await revalidator.revalidate();
  };
  const save = form.handleSubmit((values) => post("strings", values));
  const reset = async () => {
    setResetting(true);
    form.clearErrors();
    await post("strings/reset", { key: row.key });
    setResetting(false);
  };
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="min-w-56 space-y-1" data-testid={`string-${row.key}`}>
      <label htmlFor={id} className="sr-only">
        {row.key}
      </label>
      <textarea
        id={id}
        rows={Math.min(4, Math.max(1, Math.ceil(value.length / 40)))}
        lang={language.code}
        dir={language.direction}
        {...form.register("value")}
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
              onClick={() => void reset()}
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
