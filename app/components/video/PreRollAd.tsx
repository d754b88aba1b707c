import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import { useNumbers } from "../../lib/price";
import { AD_LOAD_TIMEOUT_MS, type PreRoll } from "./pre-roll";

type AdView = { phase: "loading" } | { phase: "playing"; ad: PreRoll; time: number; duration: number };

/**
 * The pre-roll of a video with an ad tag (decision 069): `run()` shows the ad over the player and
 * resolves when it is over (played to the end, skipped, or failed: the ad load timeout, no ad, a
 * bad VAST, a media error), so the video then plays; without a tag it resolves at once. The VAST
 * client is fetched by `run()` only (its own chunk). `view` is what the overlay shows.
 */
export function usePreRoll(adTagUrl: string) {
  const [view, setView] = useState<AdView | null>(null);
  const finishRef = useRef<(() => void) | null>(null);
  const startedRef = useRef<() => void>(() => {});
  const run = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!adTagUrl) return resolve();
        let over = false;
        const finish = () => {
          if (over) return;
          over = true;
          clearTimeout(timer);
          finishRef.current = null;
          setView(null);
          resolve();
        };
        finishRef.current = finish;
        // nothing playing within the spec's 12 s (the VAST and the ad's first frame): the video plays
        const timer = setTimeout(finish, AD_LOAD_TIMEOUT_MS);
        setView({ phase: "loading" });
        import("./pre-roll")
          .then(({ loadPreRoll }) => loadPreRoll(adTagUrl, { timeoutMs: AD_LOAD_TIMEOUT_MS }))
          .then((ad) => {
            if (over) return;
            if (!ad) return finish();
            setView({ phase: "playing", ad, time: 0, duration: ad.duration });
          })
          .catch(finish);
        startedRef.current = () => clearTimeout(timer);
      }),
    [adTagUrl],
  );
  useEffect(() => () => finishRef.current?.(), []);
  const finish = useCallback(() => finishRef.current?.(), []);
  const started = useCallback(() => startedRef.current(), []);
  return { run, view, setView, finish, started };
}

type PreRollState = ReturnType<typeof usePreRoll>;

/** The ad over the player: its own video element, the "Ad" label, the time left and Skip (when the ad allows it, after its delay). */
export function PreRollOverlay({ preRoll }: { preRoll: PreRollState }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const { view, setView, finish, started } = preRoll;
  const video = useRef<HTMLVideoElement>(null);
  const impressed = useRef(false);
  const ad = view?.phase === "playing" ? view.ad : null;

  useEffect(() => {
    const el = video.current;
    if (!ad || !el) return;
    impressed.current = false;
    // the shopper pressed play: with sound if the browser lets it, else muted
    el.play().catch(() => {
      el.muted = true;
      ad.tracker.setMuted(true);
      el.play().catch(() => {
        ad.tracker.error({ ERRORCODE: 400 });
        finish();
      });
    });
  }, [ad, finish]);

  if (!view) return null;
  if (view.phase === "loading")
    return (
      <div className="absolute inset-0 z-20 grid place-items-center bg-black/80 text-white" data-testid="video-ad" data-phase="loading">
        <p className="text-sm" role="status">
          {t("video_ad_loading")}
        </p>
      </div>
    );
  const { time, duration } = view;
  const left = Math.max(0, Math.ceil((duration || 0) - time));
  const skipDelay = view.ad.skipDelay;
  const skipIn = skipDelay === null ? null : Math.max(0, Math.ceil(skipDelay - time));
  const tracker = view.ad.tracker;
  return (
    <div className="absolute inset-0 z-20 bg-black" data-testid="video-ad" data-phase="playing">
      {/* biome-ignore lint/a11y/useMediaCaption: an advertiser's creative carries no captions of ours */}
      <video
        ref={video}
        src={view.ad.src}
        playsInline
        preload="auto"
        className="size-full"
        data-testid="video-ad-media"
        onLoadedData={() => tracker.load()}
        onPlaying={() => {
          started();
          if (impressed.current) return;
          impressed.current = true;
          tracker.trackImpression();
        }}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          tracker.setProgress(el.currentTime);
          setView({ ...view, time: el.currentTime, duration: duration || (Number.isFinite(el.duration) ? el.duration : 0) });
        }}
        onPause={(e) => !e.currentTarget.ended && tracker.setPaused(true)}
        onPlay={() => impressed.current && tracker.setPaused(false)}
        onEnded={() => {
          tracker.complete();
          finish();
        }}
        onError={() => {
          tracker.error({ ERRORCODE: 405 });
          finish();
        }}
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center gap-2 p-3 text-sm text-white">
        <span className="rounded bg-yellow-400 px-2 py-0.5 font-bold text-gray-900" data-testid="video-ad-label">
          {t("video_ad_label")}
        </span>
        {duration > 0 && (
          <span className="rounded bg-black/60 px-2 py-0.5" data-testid="video-ad-countdown" aria-live="off">
            {t("video_ad_left", { n: number(left) })}
          </span>
        )}
        {view.ad.clickThrough && (
          <a
            href={view.ad.clickThrough}
            target="_blank"
            rel="noopener noreferrer sponsored"
            className="pointer-events-auto ms-auto rounded bg-black/60 px-2 py-0.5 underline"
            onClick={() => tracker.click()}
          >
            {t("video_ad_visit")}
          </a>
        )}
      </div>
      {skipIn !== null && (
        <button
          type="button"
          disabled={skipIn > 0}
          onClick={() => {
            tracker.skip();
            finish();
          }}
          className="absolute bottom-14 end-0 rounded-s-lg border border-white/40 bg-black/75 px-4 py-2 text-sm font-semibold text-white enabled:hover:bg-black disabled:opacity-80"
          data-testid="video-ad-skip"
        >
          {skipIn > 0 ? t("video_ad_skip_in", { n: number(skipIn) }) : t("video_ad_skip")}
        </button>
      )}
    </div>
  );
}
