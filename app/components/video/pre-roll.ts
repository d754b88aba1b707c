/**
 * A shopping video's pre-roll ad (decision 069): the VAST document of the video's ad tag, read by
 * the maintained VAST client (`@dailymotion/vast-client`, its own chunk: fetched only when a
 * shopper presses play on a video that has a tag), and the linear creative's media file that
 * this browser plays best. Everything here runs in the browser only.
 */

/** The spec's ad load timeout (section 9, "ad load timeout 12 s"): the VAST and the ad's first frame, together. */
export const AD_LOAD_TIMEOUT_MS = 12_000;
/** The width the player shows an ad at, for choosing among a creative's files. */
const PLAYER_WIDTH = 960;

/** What the tracker is told (VASTTracker's methods the player calls). */
export interface AdTracker {
  trackImpression(): void;
  load(): void;
  setProgress(seconds: number): void;
  setPaused(paused: boolean): void;
  setMuted(muted: boolean): void;
  complete(): void;
  skip(): void;
  click(): void;
  error(macros: { ERRORCODE: number }): void;
  on(event: string, fn: (data: unknown) => void): void;
}

export interface PreRoll {
  src: string;
  type: string;
  /** seconds of the creative (0: unknown, the element's own is used) */
  duration: number;
  /** seconds before Skip may be pressed; null: the ad cannot be skipped */
  skipDelay: number | null;
  /** where a click on the ad goes (none: the ad is not a link) */
  clickThrough: string | null;
  tracker: AdTracker;
}

interface MediaFile {
  fileURL: string | null;
  mimeType: string | null;
  deliveryType: string;
  width: number;
  bitrate: number;
  apiFramework: string | null;
}
interface LinearCreative {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: MediaFile[];
  videoClickThroughURLTemplate: { url: string } | string | null;
}
interface VastAd {
  creatives: LinearCreative[];
}

/**
 * The file among a linear creative's that this browser plays (progressive, a type the element
 * can play, no VPAID), nearest the player's width and then the richest; null when there is none.
 */
export function bestMediaFile(files: MediaFile[], canPlay: (mime: string) => boolean): MediaFile | null {
  const playable = files.filter((f) => f.fileURL && f.mimeType && f.deliveryType !== "streaming" && !f.apiFramework && canPlay(f.mimeType));
  playable.sort(
    (a, b) =>
      Math.abs((a.width || PLAYER_WIDTH) - PLAYER_WIDTH) - Math.abs((b.width || PLAYER_WIDTH) - PLAYER_WIDTH) || b.bitrate - a.bitrate,
  );
  return playable[0] ?? null;
}

/**
 * Asks the ad tag for its VAST (wrappers followed, within the timeout) and answers the first ad's
 * linear creative with its best file and its tracker; null when there is no ad this browser can
 * play (the ad's own error URL is told why: 403, no supported file). Throws on a failed or bad VAST.
 */
export async function loadPreRoll(adTagUrl: string, opts: { timeoutMs: number }): Promise<PreRoll | null> {
  const { VASTClient, VASTTracker } = await import("@dailymotion/vast-client");
  const client = new VASTClient();
  const response: { ads: VastAd[] } = await client.get(adTagUrl, { timeout: opts.timeoutMs, resolveAll: false });
  const probe = document.createElement("video");
  const canPlay = (mime: string) => probe.canPlayType(mime) !== "";
  for (const ad of response.ads) {
    const creative = ad.creatives.find((c) => c.type === "linear");
    if (!creative) continue;
    const tracker = new VASTTracker(client, ad, creative) as unknown as AdTracker;
    const file = bestMediaFile(creative.mediaFiles, canPlay);
    if (!file?.fileURL || !file.mimeType) {
      tracker.error({ ERRORCODE: 403 });
      continue;
    }
    const through = creative.videoClickThroughURLTemplate;
    const clickThrough = typeof through === "string" ? through : (through?.url ?? null);
    return {
      src: file.fileURL,
      type: file.mimeType,
      duration: Math.max(creative.duration || 0, 0),
      skipDelay: typeof creative.skipDelay === "number" && creative.skipDelay >= 0 ? creative.skipDelay : null,
      clickThrough: clickThrough && /^https?:\/\//.test(clickThrough) ? clickThrough : null,
      tracker,
    };
  }
  return null;
}
