import { useEffect, useEffectEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { api, callHeaders } from "../../lib/api";
import { announceOrderNotice } from "../../lib/live-orders";
import { realtimeConnection } from "../../lib/realtime-options";
import { setRealtimeSocketId } from "../../lib/realtime-socket";
import { useStore } from "../../store/store";

/** The spec's realtime timings (section 9): activity 120 s, pong 30 s, unavailable 10 s, retry after 1 s. */
export const REALTIME_TIMING = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000, retryMs: 1_000 };
export const PUBLIC_CHANNEL = "notification-send-4";
export const NOTIFICATION_EVENT = "App\\Events\\PusherNotification";

interface Notice {
  id?: number;
  title?: string;
  message?: string;
  message_type?: string;
  url?: string | null;
  unread?: number;
  /** the order it tells of: the open page showing it reloads (decision 077) */
  order?: string;
}

/** A notification as a toast by its `message_type`: success, error, warning, otherwise info (spec section 4). */
export function showNotice(n: Notice) {
  const text = n.message && n.title && n.message !== n.title ? n.message : "";
  const title = n.title || n.message || "";
  const opts = text ? { description: text } : undefined;
  if (n.message_type === "success") toast.success(title, opts);
  else if (n.message_type === "error") toast.error(title, opts);
  else if (n.message_type === "warning") toast.warning(title, opts);
  else toast.info(title, opts);
}

/**
 * The live connection (spec sections 7 and 9; decision 031): with realtime on and someone signed
 * in (the page's hidden fields then carry the key), pusher-js is loaded after the page is
 * interactive and connects back to this shop (or the outside service the key belongs to). It
 * listens on the public channel and the user's private one; each notification becomes a toast
 * and moves the header's unseen count; the connection's state is kept for the header's dot.
 */
export function useRealtime() {
  const { state, dispatch } = useStore();
  const root = useRouteLoaderData("root") as
    | { hidden: { app_path: string }; realtime: { key: string; cluster: string; builtIn: boolean; host: string | null } | null }
    | undefined;
  // the key the page's hidden input carries once someone is signed in (also after signing in without a reload)
  const key = root?.realtime?.key ?? "";
  const cluster = root?.realtime?.cluster || "mt1";
  const appPath = root?.hidden.app_path ?? "";
  const builtIn = root?.realtime?.builtIn !== false;
  const outsideHost = root?.realtime?.host ?? null;
  const userId = state.user?.id ?? null;
  const onNotice = useEffectEvent((n: Notice) => {
    showNotice(n);
    if (typeof n.unread === "number") dispatch({ type: "notificationsUnseen", count: n.unread });
    if (n.order) announceOrderNotice(n.order);
  });
  const onState = useEffectEvent((s: string | null) => dispatch({ type: "realtimeState", state: s }));
  const onUnseen = useEffectEvent((count: number) => dispatch({ type: "notificationsUnseen", count }));

  useEffect(() => {
    if (!key || userId === null) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let client: { disconnect(): void; connect(): void } | null = null;
    api<{ notifications: { unseen: number } }>("user-notification/all", { quiet: true })
      .then((r) => onUnseen(r.notifications.unseen))
      .catch(() => {});
    void import("pusher-js").then(({ default: Pusher }) => {
      if (stopped) return;
      const headers = callHeaders;
      const pusher = new Pusher(key, {
        ...realtimeConnection({ cluster, builtIn, outsideHost, appPath }, window.location),
        activityTimeout: REALTIME_TIMING.activityTimeout,
        pongTimeout: REALTIME_TIMING.pongTimeout,
        unavailableTimeout: REALTIME_TIMING.unavailableTimeout,
        disableStats: true,
        channelAuthorization: { endpoint: `${appPath}/pusher/auth`, transport: "ajax", headersProvider: headers },
        userAuthentication: { endpoint: `${appPath}/pusher/user-auth`, transport: "ajax", headersProvider: headers },
      });
      client = pusher;
      onState(pusher.connection.state);
      pusher.connection.bind("state_change", (s: { current: string }) => {
        onState(s.current);
        setRealtimeSocketId(s.current === "connected" ? (pusher.connection.socket_id ?? null) : null);
        // unavailable or failed: try again after the spec's second
        if ((s.current === "unavailable" || s.current === "failed") && !stopped) {
          if (retry) clearTimeout(retry);
          retry = setTimeout(() => pusher.connect(), REALTIME_TIMING.retryMs);
        }
      });
      pusher.subscribe(PUBLIC_CHANNEL).bind(NOTIFICATION_EVENT, (n: Notice) => onNotice(n));
      pusher.subscribe(`private-App.Models.User.${userId}`).bind(NOTIFICATION_EVENT, (n: Notice) => onNotice(n));
    });
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      client?.disconnect();
      setRealtimeSocketId(null);
      onState(null);
    };
  }, [key, cluster, appPath, builtIn, outsideHost, userId]);
}
