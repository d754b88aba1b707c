/**
 * What the player needs to play a shopping video, worked out from its type and address, and
 * the words for the video sites' error codes (spec §8). No database and no DOM here: the
 * browser imports it.
 */
export type VideoProvider = "html5" | "youtube" | "vimeo";

export interface VideoSource {
  provider: VideoProvider;
  /** the file's address (html5) or the video site's id (embeds) */
  src: string;
  /** the MIME type offered for a file */
  mime: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The player's source for a video; null when the address is not one of its kind. */
export function videoSource(videoType: string, url: string): VideoSource | null {
  if (videoType === "mp4" || videoType === "webm") {
    // a path of ours or an http(s) address; never javascript:, data: or a protocol-relative one
    if (!/^(\/(?!\/)|https?:\/\/)\S+$/i.test(url)) return null;
    return { provider: "html5", src: url, mime: `video/${videoType}` };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, "");
  const parts = parsed.pathname.split("/").filter(Boolean);
  if (videoType === "youtube") {
    const id =
      host === "youtu.be"
        ? parts[0]
        : host === "youtube.com" || host === "youtube-nocookie.com"
          ? parts[0] === "watch"
            ? parsed.searchParams.get("v")
            : ["embed", "shorts", "live", "v"].includes(parts[0])
              ? parts[1]
              : null
          : null;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", src: id, mime: null } : null;
  }
  if (videoType === "vimeo" && (host === "vimeo.com" || host === "player.vimeo.com")) {
    const id = parts.find((p) => /^\d{1,12}$/.test(p));
    return id ? { provider: "vimeo", src: id, mime: null } : null;
  }
  return null;
}

/**
 * The UI-string key for a video site's error code (spec §8): 2 invalid parameter value,
 * 5 HTML5 player error, 100 not found or private, 101 and 150 embedding not allowed,
 * anything else unknown.
 */
export function providerErrorKey(code: unknown): string {
  switch (Number(code)) {
    case 2:
      return "video_error_invalid_parameter";
    case 5:
      return "video_error_html5";
    case 100:
      return "video_error_not_found";
    case 101:
    case 150:
      return "video_error_embedding_not_allowed";
    default:
      return "video_error_unknown";
  }
}

/**
 * The UI-string key for an HTML5 media error (`MediaError.code`): 1 aborted, 2 network,
 * 3 decode, 4 the file is missing or in a format the browser cannot play.
 */
export function fileErrorKey(code: number | undefined): string {
  switch (code) {
    case 1:
      return "video_error_aborted";
    case 2:
      return "video_error_network";
    case 3:
      return "video_error_decode";
    case 4:
      return "video_error_unsupported";
    default:
      return "video_error_unknown";
  }
}
