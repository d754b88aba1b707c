import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { Bell } from "../ui/icon-set";

/** The spec's words when the browser has no notifications (section 8). */
export const NOT_SUPPORTED = "Web Notification is not supported";

const supported = () =>
  typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Browser notifications on `/user/notification` (issue 18 item 4): subscribe this browser to the
 * shop's web pushes (VAPID key from `push/key`, the subscription to `user/push/subscribe`) or
 * stop them. Where the browser has no notifications: the spec's alert.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!supported()) return;
    void navigator.serviceWorker.getRegistration().then((r) => r?.pushManager.getSubscription().then((s) => setOn(s !== null)));
  }, []);

  const toggle = async () => {
    if (!supported()) {
      window.alert(NOT_SUPPORTED);
      return;
    }
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.ready;
      const current = await registration.pushManager.getSubscription();
      if (current) {
        await api("user/push/unsubscribe", { method: "POST", body: { endpoint: current.endpoint } });
        await current.unsubscribe();
        setOn(false);
        toast.success(t("push_unsubscribed"));
      } else {
        if ((await Notification.requestPermission()) !== "granted") {
          toast.warning(t("push_denied"));
          return;
        }
        const { public_key } = await api<{ public_key: string }>("push/key");
        const subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(public_key),
        });
        await api("user/push/subscribe", { method: "POST", body: subscription.toJSON() });
        setOn(true);
        toast.success(t("push_subscribed"));
      }
    } catch {
      toast.error(t("push_failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-gray-100 bg-white p-4" data-testid="push-toggle">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <Bell className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">{t("push_title")}</p>
        <p className="text-sm text-gray-600">{t(on ? "push_on_text" : "push_off_text")}</p>
      </div>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        className={`rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${on ? "border border-gray-300 text-gray-700 hover:border-primary hover:text-primary" : "bg-primary text-white hover:bg-primary/90"}`}
        data-testid="push-button"
      >
        {t(on ? "push_disable" : "push_enable")}
      </button>
    </div>
  );
}
