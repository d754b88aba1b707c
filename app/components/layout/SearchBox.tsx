import { Search, X } from "../ui/icon-set";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import type { Suggestions } from "../../../domain/catalog/search-suggest";
import { useTranslation } from "../../i18n/i18n";
import { Price } from "../product/Price";

const DEBOUNCE_MS = 150;

type Option =
  | { kind: "product"; to: string; product: Suggestions["products"][number] }
  | { kind: "category" | "brand" | "shop" | "term" | "all"; to: string; label: string };

const productsUrl = (q: string) => `/products?q=${encodeURIComponent(q)}`;

/** Everything the dropdown lists, in keyboard order: products, categories, brands, shops, "did you mean", "see all". */
function optionsOf(found: Suggestions | null, q: string): Option[] {
  if (!found) return [];
  return [
    ...found.products.map((p): Option => ({ kind: "product", to: `/product/${p.slug}`, product: p })),
    ...found.categories.map((c): Option => ({ kind: "category", to: `/category/${c.slug}`, label: c.title })),
    ...found.brands.map((b): Option => ({ kind: "brand", to: `/brand/${b.slug}`, label: b.title })),
    ...found.shops.map((s): Option => ({ kind: "shop", to: `/shop/${s.slug}`, label: s.shop_name })),
    ...found.suggestions.map((term): Option => ({ kind: "term", to: productsUrl(term), label: term })),
    { kind: "all", to: productsUrl(q.trim()), label: q.trim() },
  ];
}

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  const base = (document.getElementById("base_url") as HTMLInputElement | null)?.value ?? "";
  // the page's language (the session may not hold one when the page came with ?lang=)
  const lang = document.documentElement.lang;
  const res = await fetch(`${base}/search/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`, {
    signal,
    credentials: "same-origin",
    headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
  });
  if (!res.ok) throw new Error(`search/suggest ${res.status}`);
  return (await res.json()) as Suggestions;
}

/**
 * The header search: a form that goes to /products?q= (also without JavaScript), and while the
 * shopper types a combobox dropdown of products, categories, brands and shops (debounced, stale
 * requests aborted; arrows, Enter and Escape).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const urlQuery = new URLSearchParams(location.search).get("q") ?? "";
  const [value, setValue] = useState(urlQuery);
  const [found, setFound] = useState<{ q: string; data: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const typed = useRef(false);
  // bumped when the shopper submits or a page changes: an answer asked for before then is not shown
  const round = useRef(0);
  const id = useId();
  const listId = `${id}-list`;

  // a new page (even with the same query): show its query, close the list
  const page = location.pathname + location.search;
  const onNewPage = useEffectEvent((query: string) => {
    round.current += 1;
    setValue(query);
    setOpen(false);
    setActive(-1);
    typed.current = false;
  });
  useEffect(() => onNewPage(new URLSearchParams(page.split("?")[1] ?? "").get("q") ?? ""), [page]);

  useEffect(() => {
    if (!typed.current) return;
    const q = value.trim();
    if (!q) {
      setFound(null);
      setOpen(false);
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    const asked = round.current;
    const timer = setTimeout(() => {
      if (asked !== round.current) return;
      setBusy(true);
      fetchSuggestions(value, controller.signal)
        .then((data) => {
          if (asked !== round.current) return;
          setFound({ q: value, data });
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          /* aborted or offline: keep what is shown */
        })
        .finally(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  // keep the option chosen with the arrows in sight when the list scrolls
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  const options = optionsOf(found?.data ?? null, value);
  const expanded = open && options.length > 0 && !!value.trim();
  const optionId = (i: number) => `${id}-opt-${i}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** The search went off (Enter or the button): suggestions still on their way are dropped. */
  const submitted = () => {
    round.current += 1;
    typed.current = false;
    setBusy(false);
    close();
  };
  const go = (o: Option) => {
    close();
    navigate(o.to);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options.length) return;
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      // -1 is the input itself: the arrows cycle through it
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => ((a + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      go(options[active]);
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (value) {
        e.preventDefault();
        setValue("");
      }
    }
  };

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
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction; it notices focus leaving the field and its list to close the list
    <div
      className="relative order-last min-w-0 basis-full sm:order-none sm:mx-auto sm:max-w-2xl sm:flex-1 sm:basis-auto"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <Form action="/products" method="get" role="search" className="flex" onSubmit={submitted}>
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
            onChange={(e) => {
              typed.current = true;
              setActive(-1);
              setValue(e.target.value);
            }}
            onFocus={() => {
              if (found && value.trim()) setOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-s-lg border border-e-0 border-gray-300 bg-white py-2 ps-3 pe-8 text-sm outline-none focus:border-primary [&::-webkit-search-cancel-button]:hidden"
          />
          {value && (
            <button
              type="button"
              className="absolute inset-y-0 end-1 my-auto grid size-6 place-items-center rounded text-gray-500 hover:text-gray-700"
              aria-label={t("search_clear")}
              onClick={() => {
                typed.current = true;
                setValue("");
                close();
                document.getElementById(`${id}-input`)?.focus();
              }}
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
