import { Link } from "react-router";
import { toast } from "sonner";
import { pageString } from "../../i18n/ui-strings";
import { ApiError } from "../../lib/api";
import { signInPath } from "../../lib/sign-in-link";

/** A guest (or a session that was signed out elsewhere) is asked to sign in and come back to this page. */
export function askToSignIn(t: (key: string) => string, back: string) {
  toast.info(t("login_first"), {
    id: "login-first",
    description: (
      <Link to={signInPath(back)} className="font-semibold text-primary underline" data-testid="login-first-link">
        {t("sign_in")}
      </Link>
    ),
  });
}

/** The answer's message in an error toast, as app/lib/api.ts shows them. */
export function showListError(err: unknown) {
  const message = err instanceof ApiError ? err.message : pageString("network_error", "Network Error");
  toast.error(pageString("toast_error", "Error"), { description: message });
}
