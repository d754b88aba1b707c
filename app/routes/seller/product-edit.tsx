import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { data, useNavigate } from "react-router";
import { toast } from "sonner";
import { emptyProductForm, ProductInput } from "../../../domain/seller-products/product-schema";
import { PageHeading } from "../../components/account/PageHeading";
import { PicturesSection, type Thumbs, VariantsSection } from "../../components/backoffice/ProductPictures";
import { BasicsSection, DigitalSection, PricingSection, SeoSection } from "../../components/backoffice/ProductSections";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/product-edit";
import { StatusBadge } from "./products";

/** `/seller/products/new` and `/seller/products/{id}/edit`: the seller's product editor (own products only; others the 404 screen). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.account.require(request);
  const raw = (params as { id?: string }).id;
  if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw data({ message: "product_not_found" }, { status: 404 });
  return context.sellerProducts.editor(raw === undefined ? null : Number(raw));
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: args.data?.product ? "sp_edit_product" : "sp_new_product", noindex: true });

const TABS = ["basics", "pricing", "variants", "pictures", "seo", "digital"] as const;
type Tab = (typeof TABS)[number];
/** Which tab shows a field (for the error marks and to open the first tab with an error). */
function tabOf(path: string): Tab {
  const head = path.split(".")[0];
  if (head === "variants") return "variants";
  if (head === "images") return "pictures";
  if (head === "meta_title" || head === "meta_description") return "seo";
  if (["is_digital", "digital_file", "is_catalog", "external_link", "is_classified"].includes(head)) return "digital";
  if (["price", "stock", "minimum_order_quantity", "shipping_fee", "reward_points"].includes(head) || head.startsWith("discount_"))
    return "pricing";
  return "basics";
}
function errorPaths(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && "message" in v && typeof v.message === "string") return [path];
    return v && typeof v === "object" ? errorPaths(v, path) : [];
  });
}

/** A stored moment (ISO, UTC) as a `datetime-local` input shows it: the browser's local time, to the minute. */
function toLocalInput(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value (the seller's local time) as an ISO moment with its zone, for the server. */
const toIso = (local: unknown) =>
  typeof local === "string" && local && !Number.isNaN(new Date(local).getTime()) ? new Date(local).toISOString() : local;

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product, options } = loaderData;
  const [tab, setTab] = useState<Tab>("basics");
  const [thumbs, setThumbs] = useState<Thumbs>(product?.pictures ?? {});
  const [busy, setBusy] = useState(false);
  const { form: methods, send } = useShopForm(ProductInput, {
    defaultValues: product
      ? {
          ...product.form,
          discount_starts_at: toLocalInput(product.form.discount_starts_at),
          discount_ends_at: toLocalInput(product.form.discount_ends_at),
        }
      : emptyProductForm(),
    mode: "onSubmit",
  });
  const { handleSubmit, getValues, formState } = methods;
  const failedTabs = new Set(errorPaths(formState.errors).map(tabOf));

  const save = async () => {
    setBusy(true);
    const values = getValues();
    const answer = await send(
      product ? `seller/products/update/${product.id}` : "seller/products/store",
      { ...values, discount_starts_at: toIso(values.discount_starts_at), discount_ends_at: toIso(values.discount_ends_at) },
      {
        onRefused: (fields) => {
          if (!fields.length) return;
          setTab(tabOf(fields[0]));
          toast.error(t("sp_fix_errors"));
        },
      },
    );
    setBusy(false);
    if (answer) void navigate("/seller/products");
  };
  const invalid = (errors: object) => {
    const first = errorPaths(errors)[0];
    if (first) setTab(tabOf(first));
    toast.error(t("sp_fix_errors"));
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeading
        title={product ? t("sp_edit_product") : t("sp_new_product")}
        text={
          product ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge row={product} />
              {product.reject_reason && <bdi className="text-red-700">{t("sp_rejected_because", { reason: product.reject_reason })}</bdi>}
            </span>
          ) : undefined
        }
        action={
          <AppLink to="/seller/products" className="text-sm font-semibold text-primary">
            {t("sp_back_to_list")}
          </AppLink>
        }
      />
      <FormProvider {...methods}>
        <form onSubmit={handleSubmit(save, invalid)} noValidate data-testid="sp-editor">
          <div role="tablist" className="-mx-4 mb-4 flex gap-1 overflow-x-auto px-4 pb-1">
            {TABS.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                onClick={() => setTab(id)}
                data-testid={`sp-tab-${id}`}
                className={`relative shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
                  tab === id ? "bg-gray-900 text-white" : "border border-gray-200 bg-white text-gray-700"
                }`}
              >
                {t(`sp_tab_${id}`)}
                {failedTabs.has(id) && <span className="absolute -top-0.5 end-0.5 size-2 rounded-full bg-red-500" aria-hidden="true" />}
              </button>
            ))}
          </div>
          <BasicsSection hidden={tab !== "basics"} options={options} />
          <PricingSection hidden={tab !== "pricing"} />
          <VariantsSection hidden={tab !== "variants"} options={options} thumbs={thumbs} />
          <PicturesSection hidden={tab !== "pictures"} thumbs={thumbs} onUploaded={(more) => setThumbs((was) => ({ ...was, ...more }))} />
          <SeoSection hidden={tab !== "seo"} />
          <DigitalSection hidden={tab !== "digital"} />
          <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 bg-white/95 py-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...methods.register("publish")} className="size-4 rounded border-gray-300 text-primary" />
              {t("sp_publish_on_save")}
            </label>
            <button
              type="submit"
              disabled={busy}
              className="min-w-28 rounded-full bg-primary px-6 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
              data-testid="sp-save"
            >
              {busy ? t("sp_saving") : t("sp_save")}
            </button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
