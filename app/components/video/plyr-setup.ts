import Plyr from "plyr";
import "plyr/dist/plyr.css";
import "./player.css";
import blankVideo from "./blank.webm?no-inline";
// Plyr 3.8.4's icon sprite (MIT), kept beside this file: the package exports only its script and stylesheet
import iconUrl from "./plyr.svg?no-inline";

/**
 * Plyr on a shopping video (loaded only by the video page, as its own chunk with its stylesheet):
 * the spec's player (§8): 10 s seek, volume 1, speeds 0.5 to 4, keyboard when focused, controls
 * hidden after 2 s (3 s on touch; Plyr's own timings), captions, fullscreen, preview thumbnails.
 * Its icon sprite and blank video are served by the shop (no cdn.plyr.io).
 */
export function setupPlyr(
  target: HTMLElement,
  opts: { title: string; locale: string; previews: string | null; i18n: Record<string, string> },
): Plyr {
  // `title` names the embed's frame (Plyr's `frameTitle`) before the YouTube title service answers
  const options: Plyr.Options & { title: string } = {
    title: opts.title,
    iconUrl,
    blankVideo,
    loadSprite: true,
    seekTime: 10,
    volume: 1,
    speed: { selected: 1, options: [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] },
    keyboard: { focused: true, global: false },
    hideControls: true,
    clickToPlay: true,
    controls: [
      "play-large",
      "rewind",
      "play",
      "fast-forward",
      "progress",
      "current-time",
      "duration",
      "mute",
      "volume",
      "captions",
      "settings",
      "pip",
      "fullscreen",
    ],
    settings: ["captions", "speed"],
    captions: { active: false, language: opts.locale, update: true },
    fullscreen: { enabled: true, fallback: true, iosNative: true },
    previewThumbnails: opts.previews ? { enabled: true, src: opts.previews } : { enabled: false },
    tooltips: { controls: true, seek: true },
    youtube: { noCookie: true, rel: 0, showinfo: 0, iv_load_policy: 3, modestbranding: 1 },
    vimeo: { byline: false, portrait: false, title: false, dnt: true },
    i18n: opts.i18n,
  };
  return new Plyr(target, options);
}
