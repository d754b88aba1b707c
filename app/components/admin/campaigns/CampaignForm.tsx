import { useState } from "react";
import { useNavigate } from "react-router";
import { type CampaignForm as CampaignFields, CampaignInput } from "../../../../domain/content/editorial-input";
import { useTranslation } from "../../../i18n/i18n";
import { type ShopForm, useShopForm } from "../../../lib/use-shop-form";
import { errorAt, Field, inputClass } from "../../ui/FormField";
import { buttonClass } from "../button-classes";
import { LocalizedInputs, LocalizedRichText } from "../LocalizedFields";
import { Panel } from "../Panel";
import { Switch } from "../Switch";
import { CampaignProducts } from "./CampaignProducts";
import type { CampaignView } from "./campaign-views";

type Pictures = { image: File | null; thumbnail: File | null };
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 16);

/** The campaign's fields as the form starts: its own, or a new one running for a week from now. */
const valuesOf = (campaign: CampaignView | null): CampaignFields =>
  campaign
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
        funded_by: "platform",
        seller_share: "",
        background_color: "#f5f3ff",
        text_color: "#1f2937",
        products: [],
      };

/** A campaign's editor (new or existing) with its two pictures: checked with the server's schema (CampaignInput); saved, back to the list. */
export function CampaignForm({ campaign }: { campaign: CampaignView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [files, setFiles] = useState<Pictures>({ image: null, thumbnail: null });
  const { form, send } = useShopForm(CampaignInput, { defaultValues: valuesOf(campaign), mode: "onBlur" });
  const submit = form.handleSubmit(async (values) => {
    const path = campaign ? `admin/content/campaigns/${campaign.id}` : "admin/content/campaigns";
    const answer = await send<{ campaign: { id: number } }>(path, values, { files });
    if (answer) navigate("/admin/content/campaigns");
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="ed-campaign-form">
      <CampaignDetails form={form} campaign={campaign} files={files} onFiles={setFiles} />
      <Panel title={t("ed_description")}>
        <LocalizedRichText form={form} name="description" label={t("ed_description")} />
      </Panel>
      <CampaignProducts form={form} />
      <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass} data-testid="ed-save">
        {t("ed_save")}
      </button>
    </form>
  );
}

/** What the campaign is and when it runs: slug, titles, dates, colours, switches and pictures. */
function CampaignDetails({
  form,
  campaign,
  files,
  onFiles,
}: {
  form: ShopForm<typeof CampaignInput>;
  campaign: CampaignView | null;
  files: Pictures;
  onFiles: (files: Pictures) => void;
}) {
  const { t } = useTranslation();
  const err = (p: string) => errorAt(form.formState.errors, p);
  return (
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
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("funded_by")} error={err("funded_by")}>
          <select
            {...form.register("funded_by")}
            className="w-full rounded-lg border border-gray-300 px-3 py-2"
            data-testid="campaign-funded-by"
          >
            {(["platform", "seller", "shared"] as const).map((by) => (
              <option key={by} value={by}>
                {t(`funded_by_${by}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.watch("funded_by") === "shared" && (
          <Field label={t("seller_share_percent")} error={err("seller_share")}>
            <input {...form.register("seller_share")} dir="ltr" className="w-full rounded-lg border border-gray-300 px-3 py-2" />
          </Field>
        )}
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
            <input type="file" accept="image/*" onChange={(e) => onFiles({ ...files, [kind]: e.target.files?.[0] ?? null })} />
          </Field>
        ))}
      </div>
    </Panel>
  );
}
