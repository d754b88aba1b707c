import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { listNotifications, NotificationView } from "../../../domain/notifications/user-notifications";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

/** A page of the user's notifications, as `GET user-notification/all?page=` answers it. */
export type NotificationsPage = Awaited<ReturnType<typeof listNotifications>>;

/**
 * The notifications page's list: as loaded, more on demand, read again when one arrives live;
 * mark one seen, mark all seen, remove one. The header's unseen count follows what is done here.
 */
export function useNotificationList(loaded: NotificationsPage) {
  const [items, setItems] = useState<NotificationView[]>(loaded.data);
  const [page, setPage] = useState(loaded);
  const [loading, setLoading] = useState(false);
  const { state, dispatch } = useStore();
  useEffect(() => {
    setItems(loaded.data);
    setPage(loaded);
    dispatch({ type: "notificationsUnseen", count: loaded.unseen });
  }, [loaded, dispatch]);

  const loadMore = async () => {
    setLoading(true);
    try {
      const answer = await api<{ notifications: NotificationsPage }>(`user-notification/all?page=${page.current_page + 1}`);
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
  const unseen = items.filter((n) => n.status === "unseen").length;
  const hasMore = page.current_page < page.last_page;
  return { items, unseen, hasMore, loading, loadMore, markSeen, remove, markAll };
}
