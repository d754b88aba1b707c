import { Link, useNavigate } from "react-router";
import type { AccountState } from "../../../domain/accounts/account-state";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { blankShop, ShopFields, ShopFieldsInput } from "../../components/account/ShopFields";
import { FormError, SubmitButton } from "../../components/ui/FormField";
import { BadgeCheck, Hourglass, XCircle } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import type { Route } from "./+types/user-to-seller";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "become_seller", noindex: true });

/** `/user/user-to-seller`: a customer opens a shop with the same account; it waits for verification. */
export default function UserToSeller() {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const navigate = useNavigate();
  const { form, send } = useShopForm(ShopFieldsInput, { defaultValues: blankShop });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<AccountState>("user/user-to-seller", values, { loud: true, placeError: formErrorAbove });
    if (!answer) return;
    dispatch({ type: "user", user: answer.user });
    void navigate("/user/dashboard");
  });
  const shop = state.user?.shop;
  return (
    <>
      <PageHeading title={t("become_seller_title")} text={shop ? undefined : t("become_seller_text")} />
      <Card>
        {shop ? (
          <div className="flex items-start gap-3" data-testid="shop-status">
            {shop.verified ? (
              <BadgeCheck className="size-6 text-green-600" />
            ) : shop.rejected_reason !== null ? (
              <XCircle className="size-6 text-red-600" />
            ) : (
              <Hourglass className="size-6 text-amber-600" />
            )}
            <div>
              <p className="font-semibold">{t("already_have_shop", { shop: shop.name })}</p>
              <p className="mt-1 text-sm text-gray-600">
                {shop.rejected_reason !== null
                  ? t("shop_status_rejected", { shop: shop.name, reason: shop.rejected_reason })
                  : t(shop.verified ? "shop_status_verified" : "shop_status_pending", { shop: shop.name })}
              </p>
              {shop.verified && (
                <Link to={`/shop/${shop.slug}`} className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
                  {t("visit_shop")}
                </Link>
              )}
            </div>
          </div>
        ) : state.user?.role === "admin" || state.user?.role === "staff" ? (
          <p className="text-gray-700">{t("admin_cannot_sell")}</p>
        ) : (
          <form onSubmit={submit} className="space-y-5" noValidate>
            <FormError message={errors.form} />
            <ShopFields register={form.register} name={form.watch("shop_name")} slug={form.watch("slug")} errors={errors} />
            <SubmitButton busy={form.formState.isSubmitting}>{t("send_application")}</SubmitButton>
          </form>
        )}
      </Card>
    </>
  );
}
