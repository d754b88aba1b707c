import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { Price } from "../product/Price";
import { Search } from "../ui/icon-set";
import type { Option, SearchBoxState } from "./useSearchBox";

/** The search box's dropdown: a listbox of products, categories, brands and shops, "did you mean" and "see all". */
export function SearchSuggestions({ search }: { search: SearchBoxState }) {
  const { t } = useTranslation();
  const { id, listId, optionId, options, expanded, active, setActive, busy, close, found } = search;
  const group = (kind: Option["kind"], title: string) => {
    const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind);
    if (!items.length) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox is an ARIA group; a fieldset holds form controls
      <div role="group" aria-labelledby={`${id}-${kind}`} className="py-1">
        <div
          id={`${id}-${kind}`}
          role="presentation"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-500"
        >
          {title}
        </div>
        {items.map(({ o, i }) => (
          <OptionRow key={o.to} option={o} id={optionId(i)} active={i === active} onHover={() => setActive(i)} onPick={close} />
        ))}
      </div>
    );
  };
  const all = options[options.length - 1];
  const nothing = !!found && options.every((o) => o.kind === "term" || o.kind === "all");
  return (
    <div
      id={listId}
      role="listbox"
      data-testid="search-suggestions"
      aria-label={t("search_suggestions")}
      aria-busy={busy}
      hidden={!expanded}
      onMouseDown={(e) => e.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70vh,36rem)] overflow-y-auto rounded-xl border border-gray-200 bg-white text-start shadow-xl"
    >
      {expanded && (
        <>
          {group("product", t("search_products"))}
          {group("category", t("search_categories"))}
          {group("brand", t("search_brands"))}
          {group("shop", t("search_shops"))}
          {nothing && <p className="px-3 pt-3 text-sm text-gray-600">{t("search_no_results", { q: found.q.trim() })}</p>}
          {group("term", t("search_did_you_mean"))}
          {all && (
            <div className="border-t border-gray-100">
              <OptionRow
                option={all}
                id={optionId(options.length - 1)}
                active={active === options.length - 1}
                onHover={() => setActive(options.length - 1)}
                onPick={close}
                label={t("search_see_all", { q: all.kind === "all" ? all.label : "" })}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function OptionRow({
  option,
  id,
  active,
  onHover,
  onPick,
  label,
}: {
  option: Option;
  id: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
  label?: string;
}) {
  const row = `flex items-center gap-3 px-3 py-2 text-sm ${active ? "bg-primary-soft text-primary" : "text-gray-800 hover:bg-gray-50"}`;
  return (
    // the option is the link itself (a link may take the option role; a link inside an option may not)
    <Link
      to={option.to}
      role="option"
      id={id}
      aria-selected={active}
      tabIndex={-1}
      className={row}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
    >
      {option.kind === "product" ? (
        <>
          <img
            src={option.product.image}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-md bg-gray-100 object-cover"
          />
          <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
            <span className="min-w-0 truncate sm:flex-1">{option.product.product_name}</span>
            <Price
              price={option.product.price}
              salePrice={option.product.sale_price}
              hasDiscount={option.product.has_discount}
              className="shrink-0 text-sm"
            />
          </span>
        </>
      ) : option.kind === "all" ? (
        <>
          <Search className="size-4 shrink-0 text-gray-500" />
          <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        </>
      ) : (
        <span className="min-w-0 flex-1 truncate">{option.label}</span>
      )}
    </Link>
  );
}
