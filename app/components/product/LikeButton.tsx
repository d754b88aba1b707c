import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { askToSignIn } from "../lists/list-toasts";
import { ThumbsUp } from "../ui/icon-set";

/**
 * "Helpful": the viewer's like of a review. The count changes at once and goes back if the
 * server refuses, without an error toast (spec §8: a failed like only clears its loading flag);
 * clicks while a request is on its way are ignored, and the request names the state wanted, so
 * a repeated one never counts twice. A guest is asked to sign in; one's own review cannot be liked.
 */
export function LikeButton({
  reviewId,
  count,
  liked,
  own,
  signedIn,
  back,
}: {
  reviewId: number;
  count: number;
  liked: boolean;
  own: boolean;
  signedIn: boolean;
  back: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState({ count, liked });
  const [busy, setBusy] = useState(false);
  useEffect(() => setState({ count, liked }), [count, liked]);

  const toggle = async () => {
    if (busy) return;
    if (!signedIn) return askToSignIn(t, back);
    const before = state;
    const want = !before.liked;
    setState({ liked: want, count: Math.max(0, before.count + (want ? 1 : -1)) });
    setBusy(true);
    try {
      const answer = await api<{ likes_count: number; liked: boolean }>("product/like-review", {
        method: "POST",
        body: { id: reviewId, liked: want },
        quiet: true,
      });
      setState({ liked: answer.liked, count: answer.likes_count });
    } catch (err) {
      setState(before);
      if (err instanceof ApiError && err.status === 401) askToSignIn(t, back);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {!own && (
        <button
          type="button"
          onClick={() => void toggle()}
          aria-pressed={state.liked}
          aria-busy={busy || undefined}
          data-testid="review-like"
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium transition ${state.liked ? "border-primary bg-primary-soft text-primary" : "border-gray-200 text-gray-600 hover:border-primary hover:text-primary"}`}
        >
          <ThumbsUp className={`size-3.5 ${state.liked ? "fill-current" : ""}`} aria-hidden="true" />
          {t("rv_helpful")}
        </button>
      )}
      {state.count > 0 && (
        <span className="text-gray-500" data-testid="review-likes">
          {t("pd_likes", { count: state.count })}
        </span>
      )}
    </>
  );
}
