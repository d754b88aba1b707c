import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { AddressView } from "../../../domain/addresses/address-view";
import { AddressForm } from "../../components/account/AddressForm";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { MapPin, Pencil, Plus, Trash2 } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { api } from "../../lib/api";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [addresses, countries] = await Promise.all([context.account.addresses(request), context.account.countries()]);
  return { addresses, countries: countries.map((c) => ({ id: c.id, name: c.name })) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "addresses", noindex: true });

/** `/user/addresses`: add, edit, delete; choose the default shipping and the default billing address. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const [list, setList] = useState<AddressView[]>(loaderData.addresses);
  const [editing, setEditing] = useState<AddressView | "new" | null>(null);
  useEffect(() => setList(loaderData.addresses), [loaderData.addresses]);

  const update = (addresses: AddressView[]) => {
    setList(addresses);
    if (state.user)
      dispatch({
        type: "user",
        user: {
          ...state.user,
          shipping_address: addresses.find((a) => a.default_shipping) ?? null,
          billing_address: addresses.find((a) => a.default_billing) ?? null,
        },
      });
  };
  const act = async (path: string) => {
    const answer = await api<{ success: string; addresses: AddressView[] }>(path, { method: path.startsWith("delete/") ? "GET" : "POST" });
    update(answer.addresses);
    toast.success("Success !!", { description: answer.success });
  };

  return (
    <>
      <PageHeading
        title={t("addresses")}
        action={
          editing === null && (
            <button
              type="button"
              onClick={() => setEditing("new")}
              className="inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
              data-testid="add-address"
            >
              <Plus className="size-4" />
              {t("add_address")}
            </button>
          )
        }
      />
      {editing !== null && (
        <Card className="mb-6">
          <h2 className="mb-4 text-lg font-semibold">{editing === "new" ? t("add_address") : t("edit_address")}</h2>
          <AddressForm
            key={editing === "new" ? "new" : editing.id}
            address={editing === "new" ? null : editing}
            countries={loaderData.countries}
            onSaved={(addresses) => {
              update(addresses);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      {list.length === 0 && editing === null ? (
        <Card>
          <p className="flex items-center gap-2 text-gray-600">
            <MapPin className="size-5 text-gray-500" />
            {t("no_addresses")}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((a) => (
            <li
              key={a.id}
              className={`flex flex-col rounded-2xl border bg-white p-5 ${a.default_shipping || a.default_billing ? "border-primary/40" : "border-gray-100"}`}
              data-testid="address-card"
            >
              <div className="mb-2 flex flex-wrap gap-1.5">
                {a.default_shipping && (
                  <span
                    className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary"
                    data-testid="badge-shipping"
                  >
                    {t("default_shipping")}
                  </span>
                )}
                {a.default_billing && (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700" data-testid="badge-billing">
                    {t("default_billing")}
                  </span>
                )}
              </div>
              <address className="flex-1 not-italic text-sm leading-6 text-gray-700">
                <strong className="text-gray-900" data-testid="address-name">
                  <bdi>{a.name}</bdi>
                </strong>
                <br />
                <bdi>{a.address}</bdi>
                <br />
                <bdi>
                  {a.city}, {a.state}, {a.country} {a.postal_code}
                </bdi>
                <br />
                <span dir="ltr">{a.phone_no}</span> · <span dir="ltr">{a.email}</span>
                {a.latitude && (
                  <>
                    <br />
                    <span className="inline-flex items-center gap-1 text-xs text-gray-500">
                      <MapPin className="size-3" />
                      {t("pinned_on_map")}
                    </span>
                  </>
                )}
              </address>
              <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3 text-sm">
                {!a.default_shipping && (
                  <button
                    type="button"
                    onClick={() => void act(`default/user-address/shipping/${a.id}`)}
                    className="rounded-lg px-2 py-1 font-medium text-primary hover:bg-primary-soft"
                    data-testid="make-default-shipping"
                  >
                    {t("make_default_shipping")}
                  </button>
                )}
                {!a.default_billing && (
                  <button
                    type="button"
                    onClick={() => void act(`default/user-address/billing/${a.id}`)}
                    className="rounded-lg px-2 py-1 font-medium text-primary hover:bg-primary-soft"
                  >
                    {t("make_default_billing")}
                  </button>
                )}
                <span className="ms-auto flex gap-1">
                  <button
                    type="button"
                    onClick={() => setEditing(a)}
                    className="rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-primary"
                    aria-label={t("edit")}
                    title={t("edit")}
                  >
                    <Pencil className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      if (window.confirm(t("confirm_delete_address"))) void act(`delete/user-address/${a.id}`);
                    }}
                    className="rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-600"
                    aria-label={t("delete")}
                    title={t("delete")}
                  >
                    <Trash2 className="size-4" />
                  </button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
