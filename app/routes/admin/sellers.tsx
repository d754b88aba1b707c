import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { AppLink } from "../../components/ui/AppLink";
import { Pagination } from "../../components/ui/Pagination";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/sellers";
import { AdminErrorBoundary } from "./layout";

/** `/admin/sellers?status=`: shops by verification; the waiting applications to verify or turn down (operators with `approvals`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.sellers(new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sellers_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

const TABS = ["pending", "verified", "rejected"] as const;

export default function SellerApprovals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateTime();
  const { status, data } = loaderData;
  return (
    <div className="space-y-4">
      <nav className="flex flex-wrap gap-2" aria-label={t("sellers_title")}>
        {TABS.map((tab) => (
          <AppLink
            key={tab}
            to={tab === "pending" ? "/admin/sellers" : `/admin/sellers?status=${tab}`}
            aria-current={tab === status ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${tab === status ? "border-primary bg-primary-soft text-primary" : "border-gray-200 bg-white text-gray-700"}`}
          >
            {t(`sellers_tab_${tab}`)}
          </AppLink>
        ))}
      </nav>
      <ApprovalQueue title={t("sellers_title")} empty={t("sellers_empty")} items={data} itemTestId="seller-application">
        {(shop) => (
          <>
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="font-semibold text-gray-900" dir="auto">
                {shop.name}{" "}
                <span className="font-normal text-gray-500" dir="ltr">
                  /shop/{shop.slug}
                </span>
              </p>
              <p className="text-gray-600">
                <bdi>{t("shop_owner", { name: shop.owner.name })}</bdi>{" "}
                <span dir="ltr" className="break-all text-gray-500">
                  {shop.owner.email}
                </span>{" "}
                · {date(shop.created_at)}
              </p>
              {(shop.phone || shop.address) && (
                <p className="text-gray-600">
                  {shop.phone && <bdi dir="ltr">{shop.phone}</bdi>} {shop.address && <bdi>{shop.address}</bdi>}
                </p>
              )}
              {shop.reject_reason && (
                <p className="text-amber-800" dir="auto">
                  {shop.reject_reason}
                </p>
              )}
            </div>
            {shop.state !== "verified" && (
              <DecisionButtons
                decisions={[
                  { key: "verify", label: t("shop_verify"), path: `admin/sellers/${shop.id}/verify`, primary: true, testId: "shop-verify" },
                  ...(shop.state === "pending"
                    ? [{ key: "reject", label: t("shop_reject"), path: `admin/sellers/${shop.id}/reject`, testId: "shop-reject" }]
                    : []),
                ]}
                reason={shop.state === "pending" ? { placeholder: t("shop_reject_placeholder"), forKey: "reject" } : undefined}
              />
            )}
          </>
        )}
      </ApprovalQueue>
      <Pagination current={loaderData.current_page} last={loaderData.last_page} />
    </div>
  );
}
