import { Link, useNavigate } from "react-router";
import { type PageForm, PageInput } from "../../../domain/content/editorial-input";
import { PageHeading } from "../../components/account/PageHeading";
import { buttonClass } from "../../components/admin/button-classes";
import { LocalizedInputs, LocalizedRichText } from "../../components/admin/LocalizedFields";
import { Panel } from "../../components/admin/Panel";
import { Switch } from "../../components/admin/Switch";
import { errorAt, Field, inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/content-page-edit";
import { AdminErrorBoundary } from "./layout";

const BLANK: PageForm = {
  slug: "",
  title: { en: "", fa: "", ar: "" },
  content: { en: "", fa: "", ar: "" },
  is_active: true,
  show_in_footer: true,
  position: 0,
};

/** `/admin/content/pages/:id` (`new` for a new one): a static page's editor (operators with `content`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id === "new") {
    await context.admin.require("content");
    return { page: null };
  }
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return { page: await context.admin.page(id) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_pages_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminPageEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page } = loaderData;
  const { form, send } = useShopForm(PageInput, {
    defaultValues: page
      ? {
          slug: page.slug,
          title: page.title,
          content: page.content,
          is_active: page.is_active,
          show_in_footer: page.show_in_footer,
          position: page.position,
        }
      : BLANK,
    mode: "onBlur",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<{ page: { id: number } }>(page ? `admin/content/pages/${page.id}` : "admin/content/pages", values);
    if (answer) navigate("/admin/content/pages");
  });
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={page ? page.title.en || page.slug : t("ed_new_page")}
        action={
          <Link to="/admin/content/pages" className="text-sm text-primary hover:underline">
            {t("ed_back")}
          </Link>
        }
      />
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="ed-page-form">
        <Panel title={t("ed_title")}>
          <Field label={t("ed_slug")} error={errorAt(errors, "slug")}>
            <input {...form.register("slug")} dir="ltr" className={inputClass(!!errorAt(errors, "slug"))} data-testid="ed-slug" />
          </Field>
          <LocalizedInputs form={form} name="title" label={t("ed_title")} testId="ed-title" />
          <div className="flex flex-wrap items-center gap-6">
            <Switch form={form} name="is_active" label={t("ed_active")} testId="ed-active" />
            <Switch form={form} name="show_in_footer" label={t("ed_footer")} />
            <Field label={t("ed_position")} error={errorAt(errors, "position")} className="w-28">
              <input type="number" min={0} {...form.register("position")} className={inputClass(!!errorAt(errors, "position"))} />
            </Field>
          </div>
        </Panel>
        <Panel title={t("ed_content")}>
          <LocalizedRichText form={form} name="content" label={t("ed_content")} />
        </Panel>
        <button type="submit" disabled={isSubmitting} className={buttonClass} data-testid="ed-save">
          {t("ed_save")}
        </button>
      </form>
    </div>
  );
}
