import type { AddressView } from "../../../domain/addresses/address-view";
import { useTranslation } from "../../i18n/i18n";
import { MapPin, Pencil, Trash2 } from "../ui/icon-set";

/** One address of the book: its default badges, the address itself, and what can be done with it. */
export function AddressCard({
  address: a,
  act,
  onEdit,
}: {
  address: AddressView;
  act: (path: string) => Promise<void>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-5 ${a.default_shipping || a.default_billing ? "border-primary/40" : "border-gray-100"}`}
      data-testid="address-card"
    >
      <div className="mb-2 flex flex-wrap gap-1.5">
        {a.default_shipping && (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary" data-testid="badge-shipping">
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
          {a.city}, {a.state}, {a.country} <bdi dir="ltr">{a.postal_code}</bdi>
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
      <AddressActions address={a} act={act} onEdit={onEdit} />
    </li>
  );
}

/** An address's buttons: make it the default shipping or billing address, edit it, delete it (after asking). */
function AddressActions({ address: a, act, onEdit }: { address: AddressView; act: (path: string) => Promise<void>; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
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
          onClick={onEdit}
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
  );
}
