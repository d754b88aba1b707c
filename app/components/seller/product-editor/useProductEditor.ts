import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { emptyProductForm, ProductInput } from "../../../../domain/seller-products/product-schema";
import type { productFormOf } from "../../../../domain/seller-products/seller-list";
import { useTranslation } from "../../../i18n/i18n";
import { useShopForm } from "../../../lib/use-shop-form";
import type { Thumbs } from "../../backoffice/ProductPictures";
import { errorPaths, type Tab, tabOf, toIso, toLocalInput } from "./editor-tabs";

export type EditedProduct = Awaited<ReturnType<typeof productFormOf>>;

/**
 * The product editor's form and state: the open tab (the first with an error after a refused
 * save), the pictures' thumbnails, and the save (a new product or an update; the list after it).
 */
export function useProductEditor(product: EditedProduct | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const addThumbs = (more: Thumbs) => setThumbs((was) => ({ ...was, ...more }));
  return { methods, tab, setTab, thumbs, addThumbs, busy, failedTabs, submit: handleSubmit(save, invalid) };
}
