import { useTranslation } from "../../i18n/i18n";
import type { ChunkLoadFailure } from "../../lib/chunk-load";
import { useNoteNavigationFailure } from "../../lib/navigation-failures";

/**
 * A page whose script did not arrive (a route module or a lazily loaded part failed or took more
 * than the chunk load timeout, decision 070): says so in the page's language, and Retry loads the
 * page again from the server, its scripts fetched afresh.
 */
export function ChunkLoadError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="chunk-load-error" role="alert">
      <h1 className="text-2xl font-bold">{t("chunk_load_title")}</h1>
      <p className="mt-3 text-gray-600">{t("chunk_load_text")}</p>
      <button
        type="button"
        className="mt-6 rounded-full bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark"
        onClick={() => window.location.reload()}
      >
        {t("chunk_load_retry")}
      </button>
    </div>
  );
}

/** The route module React Router is given for a page whose own module did not arrive: its page is the error above. */
export function chunkFailedModule(error: ChunkLoadFailure) {
  return {
    default: function ChunkFailedPage() {
      // the navigation ended on an error: the progress bar turns the error colour (spec section 9)
      useNoteNavigationFailure(error);
      return <ChunkLoadError />;
    },
  };
}
