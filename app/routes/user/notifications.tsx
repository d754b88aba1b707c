import { NotificationRow } from "../../components/account/NotificationRow";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { PushToggle } from "../../components/account/PushToggle";
import { useNotificationList } from "../../components/account/useNotificationList";
import { CheckCheck } from "../../components/ui/icon-set";
import { LoadMoreButton } from "../../components/ui/LoadMoreButton";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/notifications";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { notifications: await context.account.notifications(request, 1) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "notifications", noindex: true });

/** `/user/notification`: the list (newest first, more on demand), mark seen, mark all seen, remove. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = useNotificationList(loaderData.notifications);
  return (
    <>
      <PageHeading
        title={t("notifications")}
        action={
          list.unseen > 0 && (
            <button
              type="button"
              onClick={() => void list.markAll()}
              className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium hover:border-primary hover:text-primary"
              data-testid="mark-all-seen"
            >
              <CheckCheck className="size-4" />
              {t("mark_all_seen")}
            </button>
          )
        }
      />
      <PushToggle />
      <Card className="p-0 sm:p-0">
        {list.items.length === 0 ? (
          <p className="p-6 text-gray-600">{t("no_notifications")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {list.items.map((n) => (
              <NotificationRow key={n.id} notification={n} onSeen={list.markSeen} onRemove={list.remove} />
            ))}
          </ul>
        )}
      </Card>
      <LoadMoreButton hasMore={list.hasMore} loading={list.loading} onClick={() => void list.loadMore()} />
    </>
  );
}
