import { Card, PageHeading } from "../../components/account/PageHeading";
import { BroadcastForm } from "../../components/admin/BroadcastForm";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/broadcast";
import { AdminErrorBoundary } from "./layout";

/** `/admin/broadcast`: an operator announces something to every open signed-in page (operators with `content`). */
export async function loader({ context }: Route.LoaderArgs) {
  await context.admin.require("content");
  return { live: context.realtime !== null };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "broadcast_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function Broadcast({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("broadcast_title")} text={t("broadcast_intro")} />
      <Card>
        {!loaderData.live && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("broadcast_off")}</p>}
        <BroadcastForm live={loaderData.live} />
      </Card>
    </div>
  );
}
