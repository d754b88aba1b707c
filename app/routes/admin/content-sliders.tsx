import { PageHeading } from "../../components/account/PageHeading";
import type { SlideItem } from "../../components/admin/SlideForm";
import { SlideManager } from "../../components/admin/SlideManager";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-sliders";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/sliders`: the home page's sliders, on and off, in order (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.slides("sliders");
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "hc_sliders_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminSliders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-4xl">
      <PageHeading title={t("hc_sliders_title")} text={t("hc_sliders_intro")} />
      <SlideManager kind="sliders" items={loaderData.items as SlideItem[]} />
    </div>
  );
}
