import type { TFunction } from "i18next";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { Search } from "../ui/icon-set";

const MARK = "\u0000";

/**
 * A translated sentence with the shopper's query in it, the query isolated in a `<bdi>` so a
 * Latin query inside a Persian sentence (or the other way round) keeps its own direction.
 */
export function WithQuery({ t, k, q }: { t: TFunction; k: string; q: string }) {
  const [before, after = ""] = t(k, { q: MARK }).split(MARK);
  return (
    <>
      {before}
      <bdi className="font-semibold">{q}</bdi>
      {after}
    </>
  );
}

/** A search that found nothing: the message, and "did you mean" links to the nearest queries. */
export function SearchMiss({ q, didYouMean }: { q: string; didYouMean: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-white px-6 py-10 text-center" data-testid="no-products">
      <Search className="mx-auto mb-3 size-8 text-gray-300" aria-hidden="true" />
      <p className="text-gray-600 wrap-anywhere">
        <WithQuery t={t} k="search_no_results" q={q} />
      </p>
      {didYouMean.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="did-you-mean">
          <span className="text-gray-600">{t("search_did_you_mean")}:</span>
          {didYouMean.map((term) => (
            <Link
              key={term}
              to={`/products?q=${encodeURIComponent(term)}`}
              className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1 font-medium text-primary hover:border-primary"
            >
              <bdi>{term}</bdi>
            </Link>
          ))}
        </div>
      )}
      <p className="mt-4 text-sm text-gray-500">{t("search_miss_hint")}</p>
    </div>
  );
}
