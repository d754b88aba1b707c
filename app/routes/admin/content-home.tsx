import { Link } from "react-router";
import type { HomeComponentValues } from "../../../domain/content/content-input";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { HomeComponentsEditor } from "../../components/admin/HomeComponentsEditor";
import { PopupPicture } from "../../components/admin/PopupPicture";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-home";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/home`: the home components' order and settings, and the pop-up's picture (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.homeContent();
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "hc_home_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminHomeContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeading title={t("hc_home_title")} text={t("hc_home_intro")} />
      <HomeComponentsEditor initial={loaderData.contents as HomeComponentValues[]} types={loaderData.types} choices={loaderData.choices} />
      <section aria-labelledby="popup-heading" className="space-y-2">
        <h2 id="popup-heading" className="text-lg font-semibold">
          {t("hc_popup_heading")}
        </h2>
        <Card>
          <p className="mb-3 text-sm text-gray-600">
            {t(loaderData.popup.status ? "hc_popup_status_on" : "hc_popup_status_off")}{" "}
            <Link to="/admin/settings" className="text-primary underline">
              {t("hc_popup_settings_link")}
            </Link>
          </p>
          <PopupPicture initial={loaderData.popup.preview} />
        </Card>
      </section>
    </div>
  );
}
