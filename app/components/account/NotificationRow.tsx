import { Link } from "react-router";
import type { NotificationView } from "../../../domain/notifications/user-notifications";
import { useTranslation } from "../../i18n/i18n";
import { useDates } from "../../lib/dates";
import { CheckCheck, Trash2 } from "../ui/icon-set";

/** One notification: its title (a link when it has one, which marks it seen), details and date; mark seen, remove. */
export function NotificationRow({
  notification: n,
  onSeen,
  onRemove,
}: {
  notification: NotificationView;
  onSeen: (id: number) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const date = useDates().moment;
  return (
    <li className={`flex items-start gap-3 p-4 sm:px-6 ${n.status === "unseen" ? "bg-primary-soft/40" : ""}`} data-testid="notification">
      <span className={`mt-2 size-2 shrink-0 rounded-full ${n.status === "unseen" ? "bg-primary" : "bg-transparent"}`} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900" dir="auto">
          {n.url ? (
            <Link to={n.url} className="hover:text-primary" onClick={() => n.status === "unseen" && void onSeen(n.id)}>
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
            onClick={() => void onSeen(n.id)}
            className="rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-primary"
            aria-label={t("mark_seen")}
            title={t("mark_seen")}
          >
            <CheckCheck className="size-4" />
          </button>
        )}
        <button
          type="button"
          onClick={() => void onRemove(n.id)}
          className="rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-600"
          aria-label={t("remove")}
          title={t("remove")}
        >
          <Trash2 className="size-4" />
        </button>
      </div>
    </li>
  );
}
