import { ApprovalQueue, DecisionButtons, useDateTime } from "../../components/backoffice/ApprovalQueue";
import { useTranslation } from "../../i18n/i18n";
import { useFormatMoney, useNumbers } from "../../lib/price";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/products";
import { AdminErrorBoundary } from "./layout";

/** `/admin/products`: sellers' products waiting for an operator's approval (operators with `approvals`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.admin.products() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "sp_pending_title", noindex: true });
export { AdminErrorBoundary as ErrorBoundary };

export default function PendingProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  const format = useFormatMoney(state.default_currency);
  const { number } = useNumbers();
  const date = useDateTime();
  return (
    <ApprovalQueue
      title={t("sp_pending_title")}
      text={t("admin_products_text")}
      empty={t("admin_products_empty")}
      items={loaderData.products}
      itemTestId="pending-product"
    >
      {(p) => (
        <>
          <img src={p.image} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg border border-gray-100 object-cover" />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-semibold text-gray-900" dir="auto" data-testid="pending-product-name">
              {p.name}
            </p>
            <p className="text-gray-600">
              {t("admin_products_shop")}: <bdi>{p.shop.name}</bdi>
            </p>
            <p className="text-gray-600">
              {t("sp_price")}: <bdi>{format(p.price, { zeroAsNegotiable: true })}</bdi> · {t("sp_stock")}: <bdi>{number(p.stock)}</bdi>
              {p.status !== "published" && (
                <span className="ms-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs">{t("admin_products_draft")}</span>
              )}
            </p>
            <p className="text-xs text-gray-500">{date(p.updated_at)}</p>
          </div>
          <DecisionButtons
            reason={{ placeholder: t("sp_reject_reason"), forKey: "reject" }}
            decisions={[
              { key: "approve", label: t("sp_approve"), path: `admin/products/${p.id}/approve`, primary: true, testId: "product-approve" },
              { key: "reject", label: t("sp_reject"), path: `admin/products/${p.id}/reject`, testId: "product-reject" },
            ]}
          />
        </>
      )}
    </ApprovalQueue>
  );
}
