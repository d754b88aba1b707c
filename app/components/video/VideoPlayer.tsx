import { useEffect, useRef, useState } from "react";
import type { VideoDetails } from "../../../domain/videos/video-shops";
import { fileErrorKey, providerErrorKey } from "../../../domain/videos/video-source";
import { useTranslation } from "../../i18n/i18n";
import { PreRollOverlay, usePreRoll } from "./PreRollAd";

export type PlayerState = "loading" | "playing" | "paused" | "stopped" | "ended";

/** How long an embed may take to say it is ready before the page says the site cannot be reached. */
const EMBED_READY_MS = 12_000;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The media markup, also rendered on the server: a file plays in the browser's own player until
 * Plyr takes over (and without scripts); an embed is Plyr's placeholder with its poster. React
 * never changes what is inside (Plyr rewrites it), so it is set as HTML once.
 */
function mediaMarkup(video: VideoDetails, labels: { captions: (lang: string) => string }): string {
  const src = video.source;
  if (!src) return "";
  if (src.provider !== "html5")
    return `<div data-plyr-provider="${src.provider}" data-plyr-embed-id="${esc(src.src)}" data-poster="${esc(video.poster)}"><img src="${esc(video.poster)}" alt="" width="640" height="360" class="size-full object-cover"></div>`;
  const tracks = video.captions
    .map(
      (c, i) =>
        `<track kind="captions" srclang="${esc(c.lang)}" label="${esc(labels.captions(c.lang))}" src="${esc(c.src)}"${i === 0 ? " default" : ""}>`,
    )
    .join("");
  return `<video controls playsinline preload="none" crossorigin="anonymous" poster="${esc(video.poster)}" src="${esc(src.src)}" data-testid="video-element">${tracks}</video>`;
}

/**
 * The shopping video's player: Plyr, fetched when the shopper comes to it (its own chunk and
 * stylesheet: no other page's bundle grows, and the page's load does not wait for it), with the player's state said to
 * screen readers in a sentence (a visually hidden aria-live line, with the keys) and the video sites' and files' errors
 * in words instead of a blank.
 */
export function VideoPlayer({ video }: { video: VideoDetails }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>("stopped");
  const [error, setError] = useState<string | null>(null);
  const locale = i18n.language;
  const languageName = (lang: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: "language" }).of(lang) ?? lang;
    } catch {
      return lang;
    }
  };
  const [markup] = useState(() => mediaMarkup(video, { captions: languageName }));
  // the pre-roll ad (decision 069): held before the video's first play, the video plays after it whatever happens
  const preRoll = usePreRoll(video.ad_tag_url);
  const runAd = useRef(preRoll.run);
  runAd.current = preRoll.run;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per video (the page keys it by slug)
  useEffect(() => {
    const box = host.current;
    const target = box?.firstElementChild as HTMLElement | null;
    if (!box || !target || !video.source) return;
    let player: import("plyr").default | null = null;
    let cancelled = false;
    let started = false;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    const embed = video.source.provider !== "html5";
    const fail = (key: string) => {
      setError(key);
      setState("stopped");
    };
    // A file's states and errors come from the element itself, before and after Plyr wraps it
    // (a broken file says so even if Plyr never loads).
    const element = target instanceof HTMLVideoElement ? target : null;
    // the first play waits for the ad: paused, the ad shown over the player, then played again
    let adDone = !video.ad_tag_url;
    const beforeFirstPlay = (media: { pause(): void; play(): Promise<void> | void }) => {
      if (adDone) return;
      adDone = true;
      media.pause();
      void runAd.current().then(() => {
        if (!cancelled) void Promise.resolve(media.play()).catch(() => {});
      });
    };
    const onElement: [string, () => void][] = element
      ? [
          ["play", () => beforeFirstPlay(element)],
          ["error", () => fail(fileErrorKey(element.error?.code))],
          ["waiting", () => setState("loading")],
          ["play", () => setState((s) => (s === "playing" ? s : "loading"))],
          ["playing", () => setState("playing")],
          ["pause", () => setState(element.currentTime < 0.05 ? "stopped" : "paused")],
          ["ended", () => setState("ended")],
          ["play", () => start(false)],
        ]
      : [];
    for (const [name, fn] of onElement) element?.addEventListener(name, fn);
    if (element?.error) fail(fileErrorKey(element.error.code));

    // Plyr (its own chunk, 34 KB gzip) is fetched when the shopper comes to the player (pointer,
    // touch, focus, a key, the browser's own play), not with the page: the page's load stays
    // as light as the others' (decision 033). A click on an embed's poster plays it once ready.
    const start = (play: boolean) => {
      if (started) return;
      started = true;
      for (const name of intents) box.removeEventListener(name, onIntent);
      import("./plyr-setup").then(({ setupPlyr }) => {
        if (cancelled) return;
        player = setupPlyr(target, { title: video.title, locale, previews: video.preview_thumbnails, i18n: plyrStrings(t) });
        const p = player;
        if (embed) {
          p.on("play", () => beforeFirstPlay(p));
          p.on("waiting", () => setState("loading"));
          p.on("playing", () => setState("playing"));
          p.on("pause", () => setState(p.currentTime < 0.05 ? "stopped" : "paused"));
          p.on("ended", () => setState("ended"));
          p.on("error", () => {
            // Plyr's stand-in for the site's player carries the site's error code
            fail(providerErrorKey(embedErrorCode(p)));
          });
          readyTimer = setTimeout(() => fail("video_error_unreachable"), EMBED_READY_MS);
          p.on("ready", () => {
            clearTimeout(readyTimer);
            if (play) void p.play();
          });
        }
        box.dataset.player = "ready";
      });
    };
    // (pointermove too: a pointer already over the player when it appears sends no pointerenter)
    const intents = ["pointerenter", "pointermove", "pointerdown", "touchstart", "focusin", "keydown"] as const;
    const onIntent = (e: Event) => start(embed && e.type === "pointerdown");
    for (const name of intents) box.addEventListener(name, onIntent, { passive: true });
    return () => {
      cancelled = true;
      clearTimeout(readyTimer);
      for (const name of intents) box.removeEventListener(name, onIntent);
      for (const [name, fn] of onElement) element?.removeEventListener(name, fn);
      player?.destroy();
    };
  }, []);

  if (!video.source)
    return (
      <p role="alert" className="grid aspect-video place-items-center rounded-2xl bg-gray-900 p-6 text-center text-white">
        {t("video_error_unsupported")}
      </p>
    );
  const site = video.source.provider === "youtube" ? "YouTube" : video.source.provider === "vimeo" ? "Vimeo" : null;
  return (
    <section aria-label={t("video_player")} className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl bg-black">
        {/* a player's controls and timeline run left to right in every language (as the video sites' do) */}
        <div
          ref={host}
          dir="ltr"
          className="video-host aspect-video [&_video]:size-full"
          data-testid="video-player"
          data-state={state}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, every value escaped (mediaMarkup)
          dangerouslySetInnerHTML={{ __html: markup }}
        />
        <PreRollOverlay preRoll={preRoll} />
        {error && (
          <div
            role="alert"
            data-testid="video-error"
            className="absolute inset-0 grid place-items-center bg-gray-950/90 p-6 text-center text-white"
          >
            <div>
              <p className="text-lg font-bold">{t("video_error_title")}</p>
              <p className="mt-2 text-sm text-gray-200">{t(error)}</p>
            </div>
          </div>
        )}
      </div>
      {/* for screen readers only: what the player is doing, said in a sentence, and its keys (a sighted shopper sees Plyr's controls) */}
      <p className="sr-only" aria-live="polite" data-testid="video-status" data-state={state}>
        {t(`video_status_${state}`)}
      </p>
      <p className="sr-only" data-testid="video-keys">
        {t("video_keys")}
      </p>
      {site && <p className="mt-2 text-xs text-gray-500">{t("video_embed_from", { site })}</p>}
    </section>
  );
}

/** Plyr's own labels in the page's language. */
function plyrStrings(t: (key: string) => string): Record<string, string> {
  const keys: Record<string, string> = {
    restart: "restart",
    rewind: "rewind",
    play: "play",
    pause: "pause",
    fastForward: "forward",
    seek: "seek",
    seekLabel: "seek_label",
    currentTime: "current_time",
    duration: "duration",
    volume: "volume",
    mute: "mute",
    unmute: "unmute",
    enableCaptions: "captions_on",
    disableCaptions: "captions_off",
    enterFullscreen: "fullscreen_on",
    exitFullscreen: "fullscreen_off",
    frameTitle: "frame",
    captions: "captions",
    settings: "settings",
    speed: "speed",
    normal: "normal",
    disabled: "disabled",
    menuBack: "back",
  };
  return Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, t(`video_plyr_${v}`)]));
}

/** The site's error code on Plyr's stand-in for an embedded player (`player.media.error.code`; Plyr's types leave `media` out). */
function embedErrorCode(player: object): number | undefined {
  const media = "media" in player ? player.media : undefined;
  const error = media && typeof media === "object" && "error" in media ? media.error : undefined;
  const code = error && typeof error === "object" && "code" in error ? error.code : undefined;
  return typeof code === "number" ? code : undefined;
}
