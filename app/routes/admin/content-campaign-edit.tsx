import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Link, useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { CampaignInput } from "../../../domain/content/editorial-input";
import { PageHeading } from "../../components/account/PageHeading";
import { buttonClass, linkButtonClass } from "../../components/admin/button-classes";
import { LocalizedInputs, LocalizedRichText } from "../../components/admin/LocalizedFields";
import { Panel } from "../../components/admin/Panel";
import { Switch } from "../../components/admin/Switch";
import { errorAt, Field, inputClass } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { api, formErrorsOf } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/content-campaign-edit";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/campaigns/:id` (`new` for a new one): a campaign's editor and its sellers' entries (operators with `content`). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id === "new") {
    await context.admin.require("content");
    return { campaign: null, entries: [] };
  }
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const [campaign, entries] = await Promise.all([context.admin.campaign(id), context.admin.campaignEntries(id)]);
  return { campaign, entries: entries.entries };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "ed_campaigns_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 16);

export default function AdminCampaignEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { campaign, entries } = loaderData;
  const [files, setFiles] = useState<{ image: File | null; thumbnail: File | null }>({ image: null, thumbnail: null });
  const { form, send } = useShopForm(CampaignInput, {
    defaultValues: campaign
      ? (({ id: _id, image_url: _i, thumbnail_url: _t, ...fields }) => fields)(campaign)
      : {
          slug: "",
          title: { en: "", fa: "", ar: "" },
          short_description: { en: "", fa: "", ar: "" },
          description: { en: "", fa: "", ar: "" },
          starts_at: inDays(0),
          ends_at: inDays(7),
          is_active: true,
          is_featured: false,
          is_flash_sale: false,
          accepts_entries: true,
          background_color: "#f5f3ff",
          text_color: "#1f2937",
          products: [],
        },
    mode: "onBlur",
  });
  const products = useFieldArray({ control: form.control, name: "products" });
  const { errors, isSubmitting } = form.formState;
  const err = (p: string) => errorAt(errors, p);
  const submit = form.handleSubmit(async (values) => {
    const path = campaign ? `admin/content/campaigns/${campaign.id}` : "admin/content/campaigns";
    const answer = await send<{ campaign: { id: number } }>(path, values, { files });
    if (answer) navigate("/admin/content/campaigns");
  });
  return (
    <div className="max-w-5xl space-y-5">
      <PageHeading
        title={campaign ? campaign.title.en || campaign.slug : t("ed_new_campaign")}
        action={
          <Link to="/admin/content/campaigns" className="text-sm text-primary hover:underline">
            {t("ed_back")}
          </Link>
        }
      />
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="ed-campaign-form">
        <Panel title={t("ed_title")}>
          <Field label={t("ed_slug")} error={err("slug")}>
            <input {...form.register("slug")} dir="ltr" className={inputClass(!!err("slug"))} data-testid="ed-slug" />
          </Field>
          <LocalizedInputs form={form} name="title" label={t("ed_title")} testId="ed-title" />
          <LocalizedInputs form={form} name="short_description" label={t("ed_short_description")} testId="ed-short" />
          <div className="grid gap-x-4 sm:grid-cols-4">
            <Field label={t("ed_starts")} error={err("starts_at")}>
              <input type="datetime-local" {...form.register("starts_at")} className={inputClass(!!err("starts_at"))} />
            </Field>
            <Field label={t("ed_ends")} error={err("ends_at")}>
              <input type="datetime-local" {...form.register("ends_at")} className={inputClass(!!err("ends_at"))} />
            </Field>
            <Field label={t("ed_bg_color")} error={err("background_color")}>
              <input type="color" {...form.register("background_color")} className="h-10 w-full rounded-lg border border-gray-300" />
            </Field>
            <Field label={t("ed_text_color")} error={err("text_color")}>
              <input type="color" {...form.register("text_color")} className="h-10 w-full rounded-lg border border-gray-300" />
            </Field>
          </div>
          <div className="flex flex-wrap gap-6">
            <Switch form={form} name="is_active" label={t("ed_active")} />
            <Switch form={form} name="is_featured" label={t("ed_featured")} />
            <Switch form={form} name="is_flash_sale" label={t("ed_flash_sale")} />
            <Switch form={form} name="accepts_entries" label={t("ed_accepts_entries")} />
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {(["image", "thumbnail"] as const).map((kind) => (
              <Field key={kind} label={t(kind === "image" ? "ed_banner" : "ed_square")} error={err(kind)}>
                {campaign?.[`${kind}_url`] && <img src={campaign[`${kind}_url`] ?? ""} alt="" className="mb-2 h-16 rounded object-cover" />}
                <input type="file" accept="image/*" onChange={(e) => setFiles({ ...files, [kind]: e.target.files?.[0] ?? null })} />
              </Field>
            ))}
          </div>
        </Panel>
        <Panel title={t("ed_description")}>
          <LocalizedRichText form={form} name="description" label={t("ed_description")} />
        </Panel>
        <Panel title={t("ed_products")}>
          <ul className="space-y-2" data-testid="ed-campaign-products">
            {products.fields.map((f, i) => (
              <li key={f.id} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <Field label={t("ed_product_id")} error={err(`products.${i}.product_id`)}>
                  <input
                    type="number"
                    {...form.register(`products.${i}.product_id`)}
                    className={inputClass(!!err(`products.${i}.product_id`))}
                  />
                </Field>
                <Field label={t("ed_discount_type")}>
                  <select {...form.register(`products.${i}.discount_type`)} className={inputClass(false)}>
                    <option value="percentage">{t("ed_percentage")}</option>
                    <option value="flat">{t("ed_flat")}</option>
                  </select>
                </Field>
                <Field label={t("ed_discount")} error={err(`products.${i}.discount`)}>
                  <input
                    type="number"
                    {...form.register(`products.${i}.discount`)}
                    className={inputClass(!!err(`products.${i}.discount`))}
                  />
                </Field>
                <button type="button" onClick={() => products.remove(i)} className="mt-6 text-sm text-red-600 hover:underline">
                  {t("ed_remove")}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => products.append({ product_id: "", discount_type: "percentage", discount: "" } as never)}
          >
            {t("ed_add_product")}
          </button>
        </Panel>
        <button type="submit" disabled={isSubmitting} className={buttonClass} data-testid="ed-save">
          {t("ed_save")}
        </button>
      </form>
      {campaign && <Entries campaignId={campaign.id} entries={entries} />}
    </div>
  );
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

/** Sellers' entries: the waiting ones accepted or rejected through the campaigns' own verb (prices follow). */
function Entries({ campaignId, entries }: { campaignId: number; entries: Entry[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const decide = async (productId: number, decision: "approve" | "reject") => {
    try {
      const answer = await api<{ success: string }>(`admin/content/campaigns/${campaignId}/entries`, {
        method: "POST",
        body: { product_ids: [productId], decision },
        quiet: true,
      });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch (err) {
      const found = formErrorsOf(err);
      toast.error(found ? Object.values(found)[0] : t("network_error"));
    }
  };
  return (
    <Panel title={t("ed_entries")}>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-500">{t("ed_no_entries")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="ed-entries">
          {entries.map((e) => (
            <li key={e.product_id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="min-w-40 flex-1">
                <span className="font-medium">{e.product}</span> · <span className="text-gray-500">{e.shop}</span>
              </span>
              <bdi dir="ltr">
                {e.discount_type === "percentage" ? `${(e.discount / 100).toFixed(2)} %` : `−${(e.discount / 100).toFixed(2)}`}
              </bdi>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">{t(`ed_entry_${e.status}`)}</span>
              {e.status !== "approved" && (
                <button type="button" className="text-primary hover:underline" onClick={() => void decide(e.product_id, "approve")}>
                  {t("ed_approve")}
                </button>
              )}
              {e.status !== "rejected" && (
                <button type="button" className="text-red-600 hover:underline" onClick={() => void decide(e.product_id, "reject")}>
                  {t("ed_reject")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
