import { useId } from "react";
import { Link } from "react-router";
import { AdTagInput } from "../../../domain/videos/ad-tag";
import type { VideoAdRow } from "../../../domain/videos/video-ads";
import { useTranslation } from "../../i18n/i18n";
import { useShopForm } from "../../lib/use-shop-form";
import { Card } from "../account/PageHeading";
import { inputClass } from "../ui/FormField";

/**
 * The shopping videos' pre-roll ad tags (decision 069), one small form a video: the seller
 * centre's own videos (`seller/videos/{id}/ad-tag`) and the admin console's every video
 * (`admin/videos/{id}/ad-tag`). Checked in the browser with the server's own schema; empty
 * leaves the video to the shop's default.
 */
export function VideoAdTagList({ videos, scope }: { videos: VideoAdRow[]; scope: "seller" | "admin" }) {
  const { t } = useTranslation();
  if (videos.length === 0)
    return (
      <Card>
        <p className="text-gray-600">{t("video_ads_none")}</p>
      </Card>
    );
  return (
    <ul className="space-y-3" data-testid="video-ad-list">
      {videos.map((v) => (
        <li key={v.id}>
          <AdTagForm video={v} path={`${scope}/videos/${v.id}/ad-tag`} />
        </li>
      ))}
    </ul>
  );
}

function AdTagForm({ video, path }: { video: VideoAdRow; path: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, send } = useShopForm(AdTagInput, { defaultValues: { ad_tag_url: video.ad_tag_url } });
  const error = form.formState.errors.ad_tag_url;
  const message = error ? (error.type === "server" && error.message ? error.message : t("video_ad_tag_invalid")) : null;
  const submit = form.handleSubmit(async (values) => {
    const answer = await send<{ video: VideoAdRow }>(path, values);
    if (answer) form.reset({ ad_tag_url: answer.video.ad_tag_url });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-2xl border border-gray-100 bg-white p-4"
      data-testid="video-ad-form"
      data-slug={video.slug}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium">
          {video.title}
        </label>
        <Link to={`/video-shopping/${video.slug}`} className="text-sm text-primary hover:underline">
          {t("video_ads_view")}
        </Link>
      </div>
      <p className="mt-1 text-xs text-gray-500">{t("video_ad_tag_help")}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : undefined}
          className={`${inputClass(message ?? undefined)} rtl:text-right`}
          data-testid="video-ad-tag"
          {...form.register("ad_tag_url")}
        />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="shrink-0 rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
          data-testid="video-ad-save"
        >
          {t("video_ad_tag_save")}
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600" data-testid="video-ad-error">
          {message}
        </p>
      )}
    </form>
  );
}
