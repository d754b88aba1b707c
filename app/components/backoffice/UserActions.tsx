import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";

type User = { id: number; role: string; status: string; permissions: string[]; has_shop: boolean };

/** Post one console decision about a user, toast the answer and reload the page's data (errors are toasted by api()). */
function usePost() {
  const revalidator = useRevalidator();
  return async (path: string, body: Record<string, unknown> = {}) => {
    try {
      const answer = await api<{ success: string }>(path, { method: "POST", body });
      toast.success(answer.success);
      void revalidator.revalidate();
    } catch {
      // shown by api()
    }
  };
}

/** Ban or unban (operators with `users`; the server refuses admins, oneself, and staff for non-admins). */
export function BanButton({ user }: { user: User }) {
  const { t } = useTranslation();
  const post = usePost();
  if (user.role === "admin") return null;
  const banned = user.status === "banned";
  return (
    <button
      type="button"
      onClick={() => void post(`admin/users/${user.id}/${banned ? "unban" : "ban"}`)}
      className={`rounded-full border px-3 py-1 text-xs font-semibold ${banned ? "border-gray-300 text-gray-700 hover:border-primary" : "border-red-200 text-red-700 hover:border-red-400"}`}
      data-testid={banned ? "user-unban" : "user-ban"}
    >
      {t(banned ? "user_unban" : "user_ban")}
    </button>
  );
}

/** An admin's editor of a customer's or staff member's permissions (admins only; the server checks again). */
export function StaffEditor({ user, permissions }: { user: User; permissions: readonly string[] }) {
  const { t } = useTranslation();
  const post = usePost();
  const [chosen, setChosen] = useState<string[]>(user.permissions);
  if ((user.role !== "customer" && user.role !== "staff") || user.has_shop) return null;
  const toggle = (p: string) => setChosen((c) => (c.includes(p) ? c.filter((x) => x !== p) : [...c, p]));
  return (
    <details className="text-xs" data-testid="staff-editor">
      <summary className="cursor-pointer font-semibold text-primary">{t("user_staff_permissions")}</summary>
      <fieldset className="mt-2 grid grid-cols-2 gap-1">
        <legend className="sr-only">{t("user_staff_permissions")}</legend>
        {permissions.map((p) => (
          <label key={p} className="flex items-center gap-1.5">
            <input type="checkbox" checked={chosen.includes(p)} onChange={() => toggle(p)} className="accent-[var(--color-primary)]" />
            {t(`permission_${p}`)}
          </label>
        ))}
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void post(`admin/users/${user.id}/staff`, { staff: 1, permissions: chosen })}
          className="rounded-full bg-primary px-3 py-1 font-semibold text-white"
          data-testid="staff-save"
        >
          {t("user_make_staff")}
        </button>
        {user.role === "staff" && (
          <button
            type="button"
            onClick={() => void post(`admin/users/${user.id}/staff`, { staff: 0, permissions: [] })}
            className="rounded-full border border-gray-300 px-3 py-1 font-semibold text-gray-700"
          >
            {t("user_remove_staff")}
          </button>
        )}
      </div>
    </details>
  );
}
