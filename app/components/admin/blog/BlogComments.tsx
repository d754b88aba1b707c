import { Link } from "react-router";
import { useTranslation } from "../../../i18n/i18n";
import { Card } from "../../account/PageHeading";
import { DeleteButton } from "../DeleteButton";
import type { BlogCommentView } from "./blog-views";

/** The newest comments on every post: one removed (with its replies) when it does not belong there. */
export function BlogComments({ comments, onChange }: { comments: BlogCommentView[]; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t("ed_comments")}</h2>
      {comments.length === 0 ? (
        <p className="text-sm text-gray-500">{t("ed_none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="ed-comments">
          {comments.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="whitespace-pre-line break-words">{c.comment}</p>
                <p className="text-xs text-gray-500">
                  <bdi dir="ltr">{c.author}</bdi> ·{" "}
                  <Link to={`/blog/${c.post.slug}`} className="hover:underline">
                    {c.post.title}
                  </Link>
                </p>
              </div>
              <DeleteButton path={`admin/content/blog-comments/${c.id}/delete`} name={c.comment.slice(0, 40)} done={onChange} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
