import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import type { NotificationView } from "../../../domain/notifications/user-notifications";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { PushToggle } from "../../components/account/PushToggle";
import { CheckCheck, Trash2 } from "../../components/ui/icon-set";
import { LoadMoreButton } from "../../components/ui/LoadMoreButton";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/notifications";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { notifications: await context.account.notifications(request, 1) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "notifications", noindex: true });

type Page = Route.ComponentProps["loaderData"]["notifications"];

/** `/user/notification`: the list (newest first, more on demand), mark seen, mark all seen, remove. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<NotificationView[]>(loaderData.notifications.data);
  const [page, setPage] = useState(loaderData.notifications);
  const [loading, setLoading] = useState(false);
  const { state, dispatch } = useStore();
  useEffect(() => {
    setItems(loaderData.notifications.data);
    setPage(loaderData.notifications);
    dispatch({ type: "notificationsUnseen", count: loaderData.notifications.unseen });
  }, [loaderData, dispatch]);
  const unseen = items.filter((n) => n.status === "unseen").length;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const loadMore = async () => {
    setLoading(true);
    try {
      const answer = await api<{ notifications: Page }>(`user-notification/all?page=${page.current_page + 1}`);
      setItems((list) => [...list, ...answer.notifications.data.filter((n) => !list.some((o) => o.id === n.id))]);
      setPage(answer.notifications);
    } finally {
      setLoading(false);
    }
  };
  // a notification arriving live while this page is open: the list is read again
  const revalidator = useRevalidator();
  const known = useRef(state.notificationsUnseen);
  useEffect(() => {
    const now = state.notificationsUnseen;
    if (now !== null && known.current !== null && now > known.current) void revalidator.revalidate();
    known.current = now;
  }, [state.notificationsUnseen, revalidator]);
  // the header's unseen count follows what is done here
  const lessUnseen = (id: number) => {
    if (items.some((n) => n.id === id && n.status === "unseen") && state.notificationsUnseen !== null)
      dispatch({ type: "notificationsUnseen", count: state.notificationsUnseen - 1 });
  };
  const markSeen = async (id: number) => {
    await api(`notification/seen/${id}`);
    lessUnseen(id);
    setItems((list) => list.map((n) => (n.id === id ? { ...n, status: "seen" } : n)));
  };
  const remove = async (id: number) => {
    const answer = await api<{ success: string }>(`notification/remove/${id}`);
    lessUnseen(id);
    setItems((list) => list.filter((n) => n.id !== id));
    toast.success("Success !!", { description: answer.success });
  };
  const markAll = async () => {
    const answer = await api<{ success: string }>("user-notification/seen-all");
    setItems((list) => list.map((n) => ({ ...n, status: "seen" })));
    dispatch({ type: "notificationsUnseen", count: 0 });
    toast.success("Success !!", { description: answer.success });
  };

  return (
    <>
      <PageHeading
        title={t("notifications")}
        action={
          unseen > 0 && (
            <button
              type="button"
              onClick={() => void markAll()}
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
        {items.length === 0 ? (
          <p className="p-6 text-gray-600">{t("no_notifications")}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {items.map((n) => (
              <li
                key={n.id}
                className={`flex items-start gap-3 p-4 sm:px-6 ${n.status === "unseen" ? "bg-primary-soft/40" : ""}`}
                data-testid="notification"
              >
                <span className={`mt-2 size-2 shrink-0 rounded-full ${n.status === "unseen" ? "bg-primary" : "bg-transparent"}`} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900" dir="auto">
                    {n.url ? (
                      <Link to={n.url} className="hover:text-primary" onClick={() => n.status === "unseen" && void markSeen(n.id)}>
                        {n.title}
                      </Link>
                    ) : (
                      n.title
                    )}
                  </p>
                  {n.details && (
                    <p className="mt-0.5 text-sm text-gray-600" dir="auto">
                      {n.details}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-gray-500">{date(n.created_at)}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  {n.status === "unseen" && (
                    <button
                      type="button"
                      onClick={() => void markSeen(n.id)}
                      className="rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-primary"
                      aria-label={t("mark_seen")}
                      title={t("mark_seen")}
                    >
                      <CheckCheck className="size-4" />
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => void remove(n.id)}
                    className="rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-600"
                    aria-label={t("remove")}
                    title={t("remove")}
                  >
                    <Trash2 className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <LoadMoreButton hasMore={page.current_page < page.last_page} loading={loading} onClick={() => void loadMore()} />
    </>
  );
}
