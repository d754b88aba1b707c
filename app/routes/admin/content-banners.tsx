import { PageHeading } from "../../components/account/PageHeading";
import type { SlideItem } from "../../components/admin/SlideForm";
import { SlideManager } from "../../components/admin/SlideManager";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-banners";
import { AdminErrorBoundary } from "./layout";

/** `/admin/content/banners`: the home page's banners, on and off, in order (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  return await context.admin.slides("banners");
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "hc_banners_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-4xl">
      <PageHeading title={t("hc_banners_title")} text={t("hc_banners_intro")} />
      <SlideManager kind="banners" items={loaderData.items as SlideItem[]} />
    </div>
  );
}
