import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import type { AffiliateLinksPage } from "../../../domain/affiliate/affiliate-links";
import { useTranslation } from "../../i18n/i18n";
import { messagesOf, useShopForm } from "../../lib/use-shop-form";
import { Copy, Link2 } from "../ui/icon-set";
import { Pagination } from "../ui/Pagination";

/** Copy a referral address, with a toast either way. */
export function useCopy() {
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("affiliate_copied"));
    } catch {
      toast.error(t("copy_failed"));
    }
  };
}

/** What the builder sends: the address as typed; the server checks it (domain/affiliate/affiliate-links.ts). */
const LinkFields = z.object({ url: z.string() });

/** Paste an address, get the referral link (copied at once). */
function LinkForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = useCopy();
  const { form, send } = useShopForm(LinkFields, { defaultValues: { url: "" } });
  const error = messagesOf(form.formState.errors).url;
  const submit = form.handleSubmit(async (values) => {
    // every message of the server is the address's
    const answer = await send<{ link: { url: string } }>("user/affiliate-links", values, {
      loud: true,
      successToast: "plain",
      placeError: () => "url",
    });
    if (!answer) return;
    form.reset();
    void copy(answer.link.url);
    onDone();
  });
  return (
    <form onSubmit={submit} className="space-y-1.5 px-5 pt-4" noValidate data-testid="link-builder">
      <label htmlFor={`${id}-url`} className="block text-sm font-medium text-gray-700">
        {t("affiliate_link_url_label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          {...form.register("url")}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder="/product/…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-sm outline-none focus:ring-2 focus:ring-primary/20 ${error ? "border-red-400" : "border-gray-300 focus:border-primary"}`}
          data-testid="link-url"
        />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary/90 disabled:opacity-60"
          data-testid="link-create"
        >
          <Link2 className="size-4" aria-hidden="true" />
          {t("affiliate_link_create")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The referral link builder: paste the address (or path) of any product or page of the shop,
 * `POST user/affiliate-links` answers the link with the member's code; below, the member's
 * links with their clicks, paged as `GET user/affiliate-links?page=` pages them.
 */
export function LinkBuilder({ links, onDone }: { links: AffiliateLinksPage; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <div>
      <LinkForm onDone={onDone} />
      {links.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-gray-600">{t("affiliate_no_links")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100" data-testid="affiliate-links">
          {links.data.map((l) => (
            <li key={l.id} className="flex items-center gap-3 px-5 py-3" data-testid="affiliate-link">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900" dir="ltr">
                  {l.path}
                </p>
                <p className="truncate text-xs text-gray-500" dir="ltr">
                  {l.url}
                </p>
              </div>
              <span className="shrink-0 text-xs text-gray-600" data-testid="link-clicks">
                {t("affiliate_clicks_count", { count: l.clicks })}
              </span>
              <button
                type="button"
                onClick={() => void copy(l.url)}
                className="grid size-9 shrink-0 place-items-center rounded-lg border border-gray-200 text-gray-600 hover:border-primary hover:text-primary"
                aria-label={`${t("affiliate_copy")} ${l.path}`}
              >
                <Copy className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pb-4">
        <Pagination current={links.current_page} last={links.last_page} />
      </div>
    </div>
  );
}
