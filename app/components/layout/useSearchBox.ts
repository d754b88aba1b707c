import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Suggestions } from "../../../domain/catalog/search-suggest";
import { callHeaders } from "../../lib/api";

const DEBOUNCE_MS = 150;

export type Option =
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
    headers: { ...callHeaders(), Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`search/suggest ${res.status}`);
  return (await res.json()) as Suggestions;
}

/**
 * The header search's state: the query (the page's `q` on each new page), the suggestions asked
 * for while the shopper types (debounced, stale requests aborted, an answer asked for before a
 * submit or a new page dropped), the option chosen with the arrows, and the keys (arrows, Enter,
 * Escape).
 */
export function useSearchBox() {
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

  const clear = () => {
    typed.current = true;
    setValue("");
    close();
    document.getElementById(`${id}-input`)?.focus();
  };
  const type = (text: string) => {
    typed.current = true;
    setActive(-1);
    setValue(text);
  };
  const reopen = () => {
    if (found && value.trim()) setOpen(true);
  };
  return {
    id,
    listId,
    optionId,
    value,
    type,
    clear,
    reopen,
    found,
    options,
    expanded,
    active,
    setActive,
    busy,
    close,
    submitted,
    onKeyDown,
  };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
