import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { AccountState } from "../../domain/accounts/account-state";
import { useTranslation } from "../i18n/i18n";
import { useStore } from "../store/store";
import { setPageToken } from "./api";

/**
 * What every sign-in and sign-up does with the server's answer: the new token into the page,
 * the account into the store, and on to where the shopper was going. The guest's cart joins
 * the account's at sign-in (domain/accounts/carry-over.ts); the shopper is told so, since the
 * cart they now see may hold more than either cart held before.
 */
export function useSignedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch } = useStore();
  return (answer: AccountState & { token: string }, to: string) => {
    const guestLines = state.user ? 0 : state.carts.length;
    setPageToken(answer.token);
    dispatch({ type: "signedIn", account: answer });
    if (guestLines > 0) toast.info(t("cart_joined_account", { count: guestLines }));
    void navigate(to, { replace: true });
  };
}
