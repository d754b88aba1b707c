import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useStore } from "../store/store";
import { api, setPageToken } from "./api";

/**
 * Sign out as the spec says: `GET logout` answers a new token; the client clears user,
 * compare list, cart and wishlist counts, writes the token into #token and goes to /login.
 */
export function useSignOut() {
  const { dispatch } = useStore();
  const navigate = useNavigate();
  return async () => {
    const answer = await api<{ success: string; token: string }>("logout");
    setPageToken(answer.token);
    dispatch({ type: "loggedOut" });
    toast.success("Success !!", { description: answer.success });
    await navigate("/login");
  };
}
