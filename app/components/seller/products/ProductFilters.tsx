import { Form } from "react-router";
import type { z } from "zod";
import type { SellerListQuery } from "../../../../domain/seller-products/seller-list";
import { useTranslation } from "../../../i18n/i18n";

const STATUSES = ["all", "published", "draft", "pending", "rejected"] as const;
const SORTS = ["updated", "newest", "price_asc", "price_desc", "stock_asc", "stock_desc"] as const;
const field = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

/** The list's search: words, status, category and sort, sent as the page's URL (a GET form). */
export function ProductFilters({
  query: q,
  categories,
}: {
  query: z.output<typeof SellerListQuery>;
  categories: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto]" role="search">
      <label className="col-span-2 sm:col-span-1">
        <span className="sr-only">{t("sp_search_placeholder")}</span>
        <input type="search" name="q" defaultValue={q.q} placeholder={t("sp_search_placeholder")} className={field} maxLength={100} />
      </label>
      <label>
        <span className="sr-only">{t("sp_col_status")}</span>
        <select name="status" defaultValue={q.status} className={field}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sp_status_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t("sp_category")}</span>
        <select name="category_id" defaultValue={q.category_id ?? ""} className={`${field} sm:max-w-56`}>
          <option value="">{t("sp_all_categories")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t("sp_sort_by")}</span>
        <select name="sort" defaultValue={q.sort} className={field}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sp_sort_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
        {t("search")}
      </button>
    </Form>
  );
}
