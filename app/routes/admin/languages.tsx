import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { type LanguageFormValues, LanguageInput } from "../../../domain/settings/admin-languages";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { fieldMessage } from "../../components/admin/field-message";
import { type ColumnDef, DataTable } from "../../components/backoffice/DataTable";
import { Field, inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/languages";
import { AdminErrorBoundary } from "./layout";

/** `/admin/languages`: the shop's languages, on or off, the default, a new one (operators with `settings`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.languages();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "languages_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

type Row = Route.ComponentProps["loaderData"]["languages"][number];
const BUTTON =
  "rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-primary hover:text-primary disabled:opacity-50";

export default function AdminLanguages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState("");
  const act = async (code: string, path: string, body: Record<string, unknown>) => {
    setBusy(code);
    try {
      const answer = await api<{ success: string }>(`admin/languages/${code}/${path}`, { method: "POST", body, quiet: true });
      toast.success(answer.success);
      await revalidator.revalidate();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? Object.values(found)[0] : t("network_error"));
    }
    setBusy("");
  };
  const columns: ColumnDef<Row, unknown>[] = [
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
    {
      id: "actions",
      header: t("languages_col_actions"),
      cell: ({ row: { original: l } }) => (
        <div className="flex flex-wrap gap-2">
          {!l.is_default && (
            <button
              type="button"
              className={BUTTON}
              disabled={busy === l.code}
              onClick={() => void act(l.code, "status", { active: !l.is_active })}
              data-testid={`language-toggle-${l.code}`}
            >
              {t(l.is_active ? "languages_disable" : "languages_enable")}
            </button>
          )}
          {l.is_active && !l.is_default && (
            <button type="button" className={BUTTON} disabled={busy === l.code} onClick={() => void act(l.code, "default", {})}>
              {t("languages_make_default")}
            </button>
          )}
          <Link to={`/admin/languages/${l.code}/strings`} className={BUTTON} data-testid={`language-strings-${l.code}`}>
            {t("languages_strings")}
          </Link>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <PageHeading title={t("languages_title")} text={t("languages_intro")} />
      <DataTable
        columns={columns}
        data={loaderData.languages}
        rowKey={(l) => l.code}
        empty={t("backoffice_no_rows")}
        testId="languages-table"
      />
      <AddLanguage onAdded={() => void revalidator.revalidate()} />
    </div>
  );
}

function AddLanguage({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const empty: LanguageFormValues = { code: "", name: "", native_name: "", direction: "ltr", flag: "" };
  const { form, send } = useShopForm(LanguageInput, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const message = (name: keyof LanguageFormValues) => fieldMessage(errors, name);
  const submit = form.handleSubmit(async (values) => {
    if (!(await send("admin/languages", values, { placeError: (field) => field }))) return;
    form.reset(empty);
    onAdded();
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="language-add">
        <h2 className="text-base font-semibold">{t("languages_add")}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t("languages_col_code")} error={message("code")} hint={t("languages_code_hint")}>
            <input dir="ltr" className={inputClass(!!errors.code)} {...form.register("code")} data-testid="language-code" />
          </Field>
          <Field label={t("languages_english_name")} error={message("name")}>
            <input className={inputClass(!!errors.name)} {...form.register("name")} data-testid="language-name" />
          </Field>
          <Field label={t("languages_native_name")} error={message("native_name")}>
            <input
              dir="auto"
              className={inputClass(!!errors.native_name)}
              {...form.register("native_name")}
              data-testid="language-native"
            />
          </Field>
          <Field label={t("languages_col_direction")}>
            <select className={inputClass(false)} {...form.register("direction")} data-testid="language-direction">
              <option value="ltr">{t("languages_dir_ltr")}</option>
              <option value="rtl">{t("languages_dir_rtl")}</option>
            </select>
          </Field>
          <Field label={t("languages_flag")} error={message("flag")} hint={t("languages_flag_hint")}>
            <input className={inputClass(!!errors.flag)} {...form.register("flag")} data-testid="language-flag" />
          </Field>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="language-add-submit"
        >
          {t("languages_add_submit")}
        </button>
      </form>
    </Card>
  );
}
