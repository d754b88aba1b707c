import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { CommentView, ReplyView } from "../../../domain/blog/comment-threads";
import { useTranslation } from "../../i18n/i18n";
import { ApiError, api } from "../../lib/api";
import { useSignInPath } from "../../lib/sign-in-link";
import { useStore } from "../../store/store";
import { askToSignIn } from "../lists/list-toasts";
import { useOrderDate } from "../orders/order-format";
import { AppLink } from "../ui/AppLink";
import { Pagination } from "../ui/Pagination";
import { ShortTextForm } from "../ui/ShortTextForm";

type Page = { data: CommentView[]; total: number; current_page: number; last_page: number };

/** A form for a comment (no `parentId`) or a reply to any comment or reply; posts `blog/comment`. */
function CommentForm({
  blogId,
  parentId,
  onSaved,
  onClose,
}: {
  blogId: number;
  parentId?: number;
  onSaved: (c: CommentView) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ShortTextForm<{ success: string; comment: CommentView }>
      path="blog/comment"
      field="comment"
      extra={{ blog_id: blogId, ...(parentId ? { parent_id: parentId } : {}) }}
      maxLength={2000}
      rows={parentId ? 2 : 3}
      label={t("bl_comment_label")}
      placeholder={t(parentId ? "bl_reply_placeholder" : "bl_comment_placeholder")}
      submitLabel={t(parentId ? "bl_reply_submit" : "bl_comment_submit")}
      busyLabel={t("bl_posting")}
      testId={parentId ? "blog-reply-form" : "blog-comment-form"}
      focus={!!parentId}
      onSent={(answer) => onSaved(answer.comment)}
      onClose={onClose}
    />
  );
}

type Entry = (CommentView | ReplyView) & { replies?: ReplyView[]; comment_replies?: ReplyView[] };

/** One comment or reply with its like and reply buttons, and everything below it (indent stops growing after four steps). */
function CommentItem({
  entry,
  rootId,
  blogId,
  depth,
  onThread,
}: {
  entry: Entry;
  rootId: number;
  blogId: number;
  depth: number;
  onThread: (c: CommentView) => void;
}) {
  const { t } = useTranslation();
  const { moment } = useOrderDate();
  const { state } = useStore();
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = !!state.user;
  const location = useLocation();
  const back = location.pathname + location.search;
  const children = entry.comment_replies ?? entry.replies ?? [];
  const date = "comment_date" in entry ? entry.comment_date : entry.reply_date;

  async function like() {
    if (!signedIn) return askToSignIn(t, back);
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api<{ comment: CommentView }>(entry.liked ? "blog/unlike-reply" : "blog/like-reply", {
        method: "POST",
        body: { id: entry.id, comment_id: rootId },
        quiet: true,
      });
      onThread(answer.comment);
    } catch (err) {
      // spec §8: a failed like or unlike only clears its loading flag; a lost session is asked to sign in again
      if (err instanceof ApiError && err.status === 401) askToSignIn(t, back);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className={depth > 0 && depth <= 4 ? "ms-4 border-s border-gray-200 ps-4 sm:ms-6" : ""}
      data-testid={depth === 0 ? "blog-comment" : "blog-reply"}
      data-id={entry.id}
    >
      <div className="py-3">
        <div className="flex items-center gap-2 text-sm">
          <span className="grid size-8 place-items-center rounded-full bg-primary-soft font-semibold text-primary" aria-hidden="true">
            {[...entry.user.first_name][0] ?? "?"}
          </span>
          <span className="font-semibold">
            {entry.user.first_name} {entry.user.last_name}
          </span>
          <time dateTime={date} className="text-xs text-gray-500">
            {moment(date)}
          </time>
        </div>
        {/* plain text, escaped by React: a script in a comment is only text */}
        <p className="mt-2 whitespace-pre-line break-words text-gray-800" dir="auto" data-testid="blog-comment-text">
          {entry.comment}
        </p>
        <div className="mt-2 flex items-center gap-3 text-xs">
          <button
            type="button"
            onClick={() => void like()}
            aria-pressed={entry.liked}
            aria-busy={busy || undefined}
            data-testid="blog-like"
            className={`rounded-full border px-3 py-1 font-medium ${entry.liked ? "border-primary bg-primary-soft text-primary" : "border-gray-200 text-gray-600 hover:border-primary"}`}
          >
            {t("bl_like")}
          </button>
          {entry.likes_count > 0 && (
            <span className="text-gray-500" data-testid="blog-likes">
              {t("bl_likes", { count: entry.likes_count })}
            </span>
          )}
          <button
            type="button"
            onClick={() => (signedIn ? setReplying((r) => !r) : askToSignIn(t, back))}
            aria-expanded={replying}
            className="font-medium text-gray-600 hover:text-primary"
            data-testid="blog-reply-open"
          >
            {t("bl_reply")}
          </button>
        </div>
        {replying && (
          <div className="mt-3">
            <CommentForm blogId={blogId} parentId={entry.id} onSaved={onThread} onClose={() => setReplying(false)} />
          </div>
        )}
      </div>
      {children.length > 0 && (
        <ul>
          {children.map((c) => (
            <CommentItem key={c.id} entry={c} rootId={rootId} blogId={blogId} depth={depth + 1} onThread={onThread} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The post's comments: ten threads a page (newest first), each with its replies at any depth. */
export function Comments({ blogId, page }: { blogId: number; page: Page }) {
  const { t } = useTranslation();
  const { state } = useStore();
  const [threads, setThreads] = useState(page.data);
  const [total, setTotal] = useState(page.total);
  useEffect(() => {
    setThreads(page.data);
    setTotal(page.total);
  }, [page]);
  const onThread = (c: CommentView) =>
    setThreads((list) => {
      if (list.some((x) => x.id === c.id)) return list.map((x) => (x.id === c.id ? c : x));
      setTotal((n) => n + 1);
      return [c, ...list];
    });
  const signIn = useSignInPath();
  return (
    <section className="mt-10" aria-labelledby="blog-comments-title" data-testid="blog-comments">
      <h2 id="blog-comments-title" className="mb-4 text-xl font-bold">
        {t("blog_comments", { count: total })}
      </h2>
      {state.user ? (
        <CommentForm blogId={blogId} onSaved={onThread} />
      ) : (
        <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
          {t("bl_sign_in_to_comment")}{" "}
          <AppLink to={signIn} className="font-semibold text-primary underline" data-testid="blog-sign-in">
            {t("bl_sign_in")}
          </AppLink>
        </p>
      )}
      {threads.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">{t("blog_no_comments")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100">
          {threads.map((c) => (
            <CommentItem key={c.id} entry={c} rootId={c.id} blogId={blogId} depth={0} onThread={onThread} />
          ))}
        </ul>
      )}
      <Pagination current={page.current_page} last={page.last_page} />
    </section>
  );
}
