import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { COMPARE_MAX } from "../../domain/lists/compare-limit";
import { CompareTable } from "../components/lists/CompareTable";
import { showListError } from "../components/lists/list-toasts";
import { GitCompareArrows } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { api } from "../lib/api";
import { pageHead } from "../lib/seo";
import { useStore } from "../store/store";
import type { Route } from "./+types/compare-list";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.lists.compare() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "compare_title", noindex: true });

/** `/compare-list`: the visitor's compared products side by side (guests too); remove; an empty list points to the products. */
export default function CompareList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { dispatch } = useStore();
  const [products, setProducts] = useState(loaderData.products);
  useEffect(() => setProducts(loaderData.products), [loaderData]);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const remove = async (id: number) => {
    const index = products.findIndex((p) => p.id === id);
    if (index < 0) return;
    const item = products[index];
    setProducts((list) => list.filter((p) => p.id !== id));
    dispatch({ type: "compare", productId: id, on: false });
    try {
      const answer = await api<{ success: string }>(`home/remove-compare_product/${id}`, { quiet: true });
      toast.success("Success !!", { description: answer.success });
    } catch (err) {
      setProducts((list) => (list.some((p) => p.id === id) ? list : [...list.slice(0, index), item, ...list.slice(index)]));
      dispatch({ type: "compare", productId: id, on: true });
      showListError(err);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("compare_title")}</h1>
        {products.length > 0 && (
          <p className="text-sm text-gray-600" data-testid="compare-total">
            {t("compare_count", { count: number(products.length), max: number(COMPARE_MAX) })}
          </p>
        )}
      </div>
      {products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-gray-100 bg-white px-4 py-14 text-center">
          <GitCompareArrows className="size-12 text-gray-300" aria-hidden="true" />
          <p className="text-lg font-semibold text-gray-900" data-testid="compare-empty">
            {t("compare_empty")}
          </p>
          <p className="max-w-sm text-sm text-gray-600">{t("compare_empty_hint")}</p>
          <Link to="/products" className="mt-2 rounded-full bg-primary px-6 py-2 font-semibold text-white hover:opacity-90">
            {t("lists_browse_products")}
          </Link>
        </div>
      ) : (
        <CompareTable products={products} onRemove={(id) => void remove(id)} />
      )}
    </div>
  );
}
