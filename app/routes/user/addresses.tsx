import { useState } from "react";
import type { AddressView } from "../../../domain/addresses/address-view";
import { AddressCard } from "../../components/account/AddressCard";
import { AddressForm } from "../../components/account/AddressForm";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { useAddressBook } from "../../components/account/useAddressBook";
import { MapPin, Plus } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [addresses, countries] = await Promise.all([context.account.addresses(request), context.account.countries()]);
  return { addresses, countries: countries.map((c) => ({ id: c.id, name: c.name })) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "addresses", noindex: true });

/** `/user/addresses`: add, edit, delete; choose the default shipping and the default billing address. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, update, act } = useAddressBook(loaderData.addresses);
  const [editing, setEditing] = useState<AddressView | "new" | null>(null);

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
            <AddressCard key={a.id} address={a} act={act} onEdit={() => setEditing(a)} />
          ))}
        </ul>
      )}
    </>
  );
}
