import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CompareProduct } from "../../../domain/lists/compare-products";
import { useTranslation } from "../../i18n/i18n";
import { Price } from "../product/Price";
import { Star, X } from "../ui/icon-set";

const DASH = <span className="text-gray-500">—</span>;

/** One row: its label in the first column (kept in view while the row scrolls sideways), one cell per product. */
function Row({
  label,
  products,
  cell,
  testId,
}: {
  label: string;
  products: CompareProduct[];
  cell: (p: CompareProduct) => ReactNode;
  testId?: string;
}) {
  return (
    <tr className="border-t border-gray-100" data-testid={testId}>
      <th
        scope="row"
        className="sticky start-0 z-10 w-28 bg-gray-50 p-3 text-start align-top text-xs font-semibold uppercase tracking-wide text-gray-500 sm:w-40"
      >
        {label}
      </th>
      {products.map((p) => (
        <td key={p.id} className="p-3 align-top text-sm text-gray-800">
          {cell(p)}
        </td>
      ))}
    </tr>
  );
}

/** The products side by side: picture and name, price, rating, brand, category, stock, colours, attributes, specifications. */
export function CompareTable({ products, onRemove }: { products: CompareProduct[]; onRemove: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const separator = i18n.language === "fa" || i18n.language === "ar" ? "، " : ", ";
  const attributeRows = new Map<number, string>();
  for (const p of products) for (const a of p.attributes) if (!attributeRows.has(a.id)) attributeRows.set(a.id, a.title);
  const specRows = [...new Set(products.flatMap((p) => p.specifications.map((s) => s.label)))];
  const stock = (p: CompareProduct) => {
    if (p.is_digital || p.is_classified) return <span className="text-emerald-700">{t("compare_available")}</span>;
    if (p.current_stock <= 0) return <span className="font-medium text-red-600">{t("out_of_stock")}</span>;
    return (
      <span className="text-emerald-700">
        {p.stock_visibility === "visible_with_quantity" ? t("in_stock_count", { count: p.current_stock }) : t("in_stock")}
      </span>
    );
  };

  return (
    // Wider than a phone: the table scrolls inside its box, the page itself never scrolls sideways.
    <section
      className="max-w-full overflow-x-auto rounded-2xl border border-gray-100 bg-white"
      aria-label={t("compare_title")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so that a keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      data-testid="compare-table"
    >
      <table className="w-full min-w-max border-collapse">
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 w-28 bg-gray-50 p-3 text-start align-bottom text-xs font-semibold uppercase tracking-wide text-gray-500 sm:w-40"
            >
              {t("compare_row_product")}
            </th>
            {products.map((p) => (
              <th key={p.id} scope="col" className="w-44 p-3 text-start align-top font-normal sm:w-60" data-testid="compare-product">
                <div className="relative">
                  <Link to={`/product/${p.slug}`} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-xl bg-gray-100">
                    <img
                      src={p.image_190x230}
                      srcSet={p.image_srcset}
                      sizes="240px"
                      alt=""
                      width={320}
                      height={320}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(p.id)}
                    className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-gray-600 shadow-sm ring-1 ring-gray-200 hover:text-red-600"
                    aria-label={`${t("compare_remove")}: ${p.product_name}`}
                    title={t("compare_remove")}
                    data-testid="compare-remove"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <Link to={`/product/${p.slug}`} className="mt-2 line-clamp-2 text-sm font-semibold text-gray-900 hover:text-primary">
                  {p.product_name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t("compare_row_price")}
            products={products}
            testId="compare-price"
            cell={(p) => <Price price={p.price} salePrice={p.sale_price} hasDiscount={p.has_discount} />}
          />
          <Row
            label={t("rating")}
            products={products}
            cell={(p) => (
              <span className="inline-flex items-center gap-1">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="font-medium">
                  {new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(p.rating))}
                </span>
                <span className="text-gray-500">({t("reviews_count", { count: p.reviews_count })})</span>
              </span>
            )}
          />
          <Row
            label={t("compare_row_brand")}
            products={products}
            cell={(p) =>
              p.brand ? (
                <Link to={`/brand/${p.brand.slug}`} className="text-primary hover:underline">
                  {p.brand.title}
                </Link>
              ) : (
                DASH
              )
            }
          />
          <Row
            label={t("category")}
            products={products}
            cell={(p) =>
              p.category ? (
                <Link to={`/category/${p.category.slug}`} className="text-primary hover:underline">
                  {p.category.title}
                </Link>
              ) : (
                DASH
              )
            }
          />
          <Row label={t("compare_row_stock")} products={products} cell={stock} />
          {products.some((p) => p.colors.length > 0) && (
            <Row
              label={t("compare_row_colors")}
              products={products}
              cell={(p) =>
                p.colors.length ? (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {p.colors.map((c) => (
                      <li key={c.id} className="inline-flex items-center gap-1.5">
                        <span
                          className="size-3.5 rounded-full ring-1 ring-gray-300"
                          style={{ backgroundColor: c.hex }}
                          aria-hidden="true"
                        />
                        {c.name}
                      </li>
                    ))}
                  </ul>
                ) : (
                  DASH
                )
              }
            />
          )}
          {[...attributeRows].map(([id, title]) => (
            <Row
              key={`a${id}`}
              label={title}
              products={products}
              testId="compare-attribute"
              cell={(p) => {
                const values = p.attributes.find((a) => a.id === id)?.values;
                return values?.length ? <span dir="auto">{values.join(separator)}</span> : DASH;
              }}
            />
          ))}
          {specRows.map((label) => (
            <Row
              key={`s${label}`}
              label={label}
              products={products}
              cell={(p) => {
                const value = p.specifications.find((s) => s.label === label)?.value;
                return value ? <span dir="auto">{value}</span> : DASH;
              }}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
