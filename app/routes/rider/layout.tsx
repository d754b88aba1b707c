import { data, isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { Bike } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { useNoteNavigationFailure } from "../../lib/navigation-failures";
import type { Route } from "./+types/layout";

/**
 * Every /rider page (decision 078): a guest goes to /login (and comes back); an active rider gets
 * their pages, made for a phone first; anyone else the 403 screen. The pages' loaders and the
 * rider's calls pass the same guard (`requireRider`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.account.require(request);
  if (!(await context.rider.isRider())) throw data({ message: "rider_only" }, { status: 403 });
  return {};
}

export default function RiderLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-xl px-3 py-4 sm:px-4 sm:py-6" data-testid="rider-area">
      <Link to="/rider" className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary">
        <Bike className="size-5" aria-hidden="true" />
        {t("rider_title")}
      </Link>
      <Outlet />
    </div>
  );
}

/** Not a rider: why, in the page's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  useNoteNavigationFailure(error);
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404))
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center" data-testid="rider-only">
        <Bike className="size-12 text-gray-400" aria-hidden="true" />
        <p className="text-gray-700">{t(error.status === 403 ? "rider_only" : "rider_delivery_not_found")}</p>
      </div>
    );
  throw error;
}
