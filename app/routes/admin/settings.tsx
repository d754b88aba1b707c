import { timeZoneNames } from "../../../kernel/i18n/dates";
import { PageHeading } from "../../components/account/PageHeading";
import { formValuesOf, SettingsForm } from "../../components/admin/SettingsForm";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/settings";
import { AdminErrorBoundary } from "./layout";

/**
 * `/admin/settings`: the shop's settings (spec section 3), for operators with `settings`. The
 * time zones come from the server's Intl, so the rendered list and the hydrated one agree.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const current = await context.admin.settings();
  return { current, zones: timeZoneNames(current.time_zone) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "settings_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-4xl">
      <PageHeading title={t("settings_title")} text={t("settings_intro")} />
      <SettingsForm initial={formValuesOf(loaderData.current)} zones={loaderData.zones} />
    </div>
  );
}
