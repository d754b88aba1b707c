import { Form } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { Search, X } from "../ui/icon-set";
import { SearchSuggestions } from "./SearchSuggestions";
import { useSearchBox } from "./useSearchBox";

/**
 * The header search: a form that goes to /products?q= (also without JavaScript), and while the
 * shopper types a combobox dropdown of products, categories, brands and shops (the state and keys
 * in useSearchBox, the dropdown in SearchSuggestions).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const search = useSearchBox();
  const { id, listId, optionId, value, expanded, active, found, options } = search;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction; it notices focus leaving the field and its list to close the list
    <div
      className="relative order-last min-w-0 basis-full sm:order-none sm:mx-auto sm:max-w-2xl sm:flex-1 sm:basis-auto"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) search.close();
      }}
    >
      <Form action="/products" method="get" role="search" className="flex" onSubmit={search.submitted}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("search")}
        </label>
        <div className="relative flex min-w-0 flex-1">
          <input
            id={`${id}-input`}
            name="q"
            type="search"
            value={value}
            placeholder={t("search_placeholder")}
            autoComplete="off"
            spellCheck={false}
            data-testid="site-search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onChange={(e) => search.type(e.target.value)}
            onFocus={search.reopen}
            onKeyDown={search.onKeyDown}
            className="min-w-0 flex-1 rounded-s-lg border border-e-0 border-gray-300 bg-white py-2 ps-3 pe-8 text-sm outline-none focus:border-primary [&::-webkit-search-cancel-button]:hidden"
          />
          {value && (
            <button
              type="button"
              className="absolute inset-y-0 end-1 my-auto grid size-6 place-items-center rounded text-gray-500 hover:text-gray-700"
              aria-label={t("search_clear")}
              onClick={search.clear}
            >
              <X className="size-4" />
            </button>
          )}
        </div>
        <button type="submit" className="rounded-e-lg bg-primary px-4 text-white hover:bg-primary-dark" aria-label={t("search")}>
          <Search className="size-5" />
        </button>
      </Form>
      <p className="sr-only" aria-live="polite">
        {expanded && found ? t("search_results_count", { count: options.length - 1 }) : ""}
      </p>
      <SearchSuggestions search={search} />
    </div>
  );
}
