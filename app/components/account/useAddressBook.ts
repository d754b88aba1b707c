import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { AddressView } from "../../../domain/addresses/address-view";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

/**
 * The address book's list: as loaded, then as each answer has it (the store's user follows the
 * default shipping and billing addresses). `act` calls a default/delete path and shows its answer.
 */
export function useAddressBook(loaded: AddressView[]) {
  const { state, dispatch } = useStore();
  const [list, setList] = useState<AddressView[]>(loaded);
  useEffect(() => setList(loaded), [loaded]);

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
  return { list, update, act };
}
