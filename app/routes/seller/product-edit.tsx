import { FormProvider } from "react-hook-form";
import { data } from "react-router";
import { PageHeading } from "../../components/account/PageHeading";
import { PicturesSection, VariantsSection } from "../../components/backoffice/ProductPictures";
import { BasicsSection, DigitalSection, PricingSection, SeoSection } from "../../components/backoffice/ProductSections";
import { EditorSaveBar } from "../../components/seller/product-editor/EditorSaveBar";
import { EditorTabs } from "../../components/seller/product-editor/EditorTabs";
import { ReturnsSection } from "../../components/seller/product-editor/ReturnsSection";
import { ShippingSection } from "../../components/seller/product-editor/ShippingSection";
import { useProductEditor } from "../../components/seller/product-editor/useProductEditor";
import { ProductStatusBadge } from "../../components/seller/products/ProductStatusBadge";
import { AppLink } from "../../components/ui/AppLink";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/product-edit";

/** `/seller/products/new` and `/seller/products/{id}/edit`: the seller's product editor (own products only; others the 404 screen). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.account.require(request);
  const raw = (params as { id?: string }).id;
  if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw data({ message: "product_not_found" }, { status: 404 });
  return context.sellerProducts.editor(raw === undefined ? null : Number(raw));
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: args.data?.product ? "sp_edit_product" : "sp_new_product", noindex: true });

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, options } = loaderData;
  const { methods, tab, setTab, thumbs, addThumbs, busy, failedTabs, submit } = useProductEditor(product);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeading
        title={product ? t("sp_edit_product") : t("sp_new_product")}
        text={
          product ? (
            <span className="flex flex-wrap items-center gap-2">
              <ProductStatusBadge row={product} />
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
        <form onSubmit={submit} noValidate data-testid="sp-editor">
          <EditorTabs tab={tab} onOpen={setTab} failed={failedTabs} />
          <BasicsSection hidden={tab !== "basics"} options={options} />
          <PricingSection hidden={tab !== "pricing"} />
          <ShippingSection hidden={tab !== "pricing"} profiles={options.shipping_profiles} />
          <ReturnsSection hidden={tab !== "pricing"} />
          <VariantsSection hidden={tab !== "variants"} options={options} thumbs={thumbs} />
          <PicturesSection hidden={tab !== "pictures"} thumbs={thumbs} onUploaded={addThumbs} />
          <SeoSection hidden={tab !== "seo"} />
          <DigitalSection hidden={tab !== "digital"} />
          <EditorSaveBar form={methods} busy={busy} />
        </form>
      </FormProvider>
    </div>
  );
}
