import { data, isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { MapPin } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useNoteNavigationFailure } from "../../lib/navigation-failures";
import type { Route } from "./+types/layout";

/**
 * Every /pickup-point page (decision 080): a guest goes to /login (and comes back); the keeper of
 * an active point gets their pages, made for a phone or a counter tablet first; anyone else the
 * 403 screen. The pages' loaders and the keeper's calls pass the same guard (`requireKeeper`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  if (!(await context.pickup.isKeeper())) throw data({ message: "pickup_keeper_only" }, { status: 403 });
  return {};
}

export default function PickupPointLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-3 py-4 sm:px-4 sm:py-6" data-testid="keeper-area">
      <Link to="/pickup-point" className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary">
        <MapPin className="size-5" aria-hidden="true" />
        {t("keeper_title")}
      </Link>
      <Outlet />
    </div>
  );
}

/** Not a keeper: why, in the page's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  useNoteNavigationFailure(error);
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center" data-testid="keeper-only">
        <MapPin className="size-12 text-gray-400" aria-hidden="true" />
        <p className="text-gray-700">{t("pickup_keeper_only")}</p>
      </div>
    );
  throw error;
}
