import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { accessSync, constants, existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { defaultPictureCache, drawSvg, type ImageSpec } from "./images";

/**
 * The demo's shopping videos as small files of our own (decision 033): a few seconds of a drawn
 * picture slowly zoomed, 480×270, VP8 and Vorbis in WebM (or H.264 and AAC in MP4), with WebVTT
 * captions in three languages and a preview-thumbnail sprite. Made with the ffmpeg binary that
 * the optional npm package `@ffmpeg-installer/ffmpeg` ships for the platform; where there is none
 * (another platform, `--omit=optional`, `DEMO_VIDEO_ENCODER=off`) nothing is made and the demo
 * keeps only its embedded videos. Files are kept in the system temp folder between seeds (beside
 * the demo pictures' cache) and copied from there.
 */
export interface VideoFileSpec {
  /** file name stem under `uploads/videos/` */
  key: string;
  format: "webm" | "mp4";
  seconds: number;
  /** the drawn picture the video zooms into */
  picture: ImageSpec;
  /** the caption cues' text per language, one cue per line, spread over the video */
  captions: Record<string, string[]>;
}

export const VIDEO_SIZE = { w: 480, h: 270 } as const;
const FPS = 24;
const SPRITE = { w: 160, h: 90, every: 1 } as const;
/** Bump when the encoding below changes: the cache is keyed by it. */
const RECIPE = "v1 vp8-250k vorbis aac h264-baseline zoompan";

/** The ffmpeg the optional package ships, runnable; null when there is none or it does not run. */
export function findEncoder(): string | null {
  if (["off", "0"].includes(process.env.DEMO_VIDEO_ENCODER ?? "")) return null;
  let file: string;
  try {
    file = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  } catch {
    return null;
  }
  try {
    accessSync(file, constants.X_OK);
  } catch {
    // installed without its postinstall (`chmod u+x`): make it runnable ourselves where we may
    try {
      spawnSync("chmod", ["u+x", file]);
    } catch {
      return null;
    }
  }
  const probe = spawnSync(file, ["-hide_banner", "-version"], { timeout: 15_000 });
  return probe.status === 0 ? file : null;
}

function run(ffmpeg: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => {
      err += String(d);
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err.slice(0, 400)}`))));
  });
}

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, "0");
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};

/** WebVTT with the lines spread evenly over `seconds`. */
export function captionsVtt(lines: string[], seconds: number): string {
  const step = seconds / Math.max(1, lines.length);
  return `WEBVTT\n\n${lines.map((text, i) => `${i + 1}\n${stamp(i * step)} --> ${stamp((i + 1) * step)}\n${text}\n`).join("\n")}`;
}

/** The preview thumbnails' WebVTT: one cue a second, each a tile of the sprite (`#xywh`), relative to the VTT's folder. */
export function spriteVtt(sprite: string, seconds: number): string {
  const cues = Array.from({ length: Math.ceil(seconds / SPRITE.every) }, (_, i) => {
    const from = i * SPRITE.every;
    const to = Math.min(seconds, from + SPRITE.every);
    return `${stamp(from)} --> ${stamp(to)}\n${sprite}#xywh=${i * SPRITE.w},0,${SPRITE.w},${SPRITE.h}\n`;
  });
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/** The files one video is made of, relative to the uploads folder. */
export function videoFilesOf(spec: VideoFileSpec) {
  return {
    video: `videos/${spec.key}.${spec.format}`,
    sprite: `videos/${spec.key}-sprite.jpg`,
    previews: `videos/${spec.key}-previews.vtt`,
    captions: (lang: string) => `videos/${spec.key}.${lang}.vtt`,
  };
}

/**
 * Makes each spec's files under `uploadsDir` (skipping those there already) and answers the keys
 * of the videos that exist afterwards; a video whose encoding fails is left out (logged by the caller).
 */
export async function makeVideoFiles(
  specs: VideoFileSpec[],
  uploadsDir: string,
  opts: { ffmpeg?: string | null; cacheDir?: string | null; onError?: (key: string, error: unknown) => void } = {},
): Promise<Set<string>> {
  const made = new Set<string>();
  const ffmpeg = opts.ffmpeg === undefined ? findEncoder() : opts.ffmpeg;
  const pictures = defaultPictureCache();
  const cacheDir =
    opts.cacheDir === undefined ? (pictures ? path.join(path.dirname(pictures), "bazaar-demo-videos") : null) : opts.cacheDir;
  await mkdir(path.join(uploadsDir, "videos"), { recursive: true });
  for (const spec of specs) {
    const files = videoFilesOf(spec);
    for (const [lang, lines] of Object.entries(spec.captions))
      await writeFile(path.join(uploadsDir, files.captions(lang)), captionsVtt(lines, spec.seconds));
    await writeFile(path.join(uploadsDir, files.previews), spriteVtt(path.basename(files.sprite), spec.seconds));
    const targets = [files.video, files.sprite].map((f) => path.join(uploadsDir, f));
    if (targets.every((f) => existsSync(f))) {
      made.add(spec.key);
      continue;
    }
    const svg = drawSvg(spec.picture, VIDEO_SIZE.w * 2, VIDEO_SIZE.h * 2);
    const digest = createHash("sha1").update(svg).update(RECIPE).update(`${spec.format}:${spec.seconds}`).digest("hex");
    const cached = cacheDir ? [path.join(cacheDir, `${digest}.${spec.format}`), path.join(cacheDir, `${digest}-sprite.jpg`)] : null;
    if (cached && (await copyAll(cached, targets))) {
      made.add(spec.key);
      continue;
    }
    if (!ffmpeg) continue;
    const work = await mkdtemp(path.join(os.tmpdir(), "bazaar-video-"));
    try {
      const frame = path.join(work, "frame.png");
      await sharp(Buffer.from(svg)).png().toFile(frame);
      const out = path.join(work, `video.${spec.format}`);
      await run(ffmpeg, encodeArgs(frame, out, spec));
      const sprite = path.join(work, "sprite.jpg");
      const tiles = Math.ceil(spec.seconds / SPRITE.every);
      await run(ffmpeg, [
        "-i",
        out,
        "-vf",
        `fps=1/${SPRITE.every},scale=${SPRITE.w}:${SPRITE.h},tile=${tiles}x1`,
        "-frames:v",
        "1",
        "-q:v",
        "5",
        sprite,
      ]);
      await copyAll([out, sprite], targets);
      if (cached) await keep([out, sprite], cached);
      made.add(spec.key);
    } catch (error) {
      opts.onError?.(spec.key, error);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return made;
}

function encodeArgs(frame: string, out: string, spec: VideoFileSpec): string[] {
  const frames = spec.seconds * FPS;
  const { w, h } = VIDEO_SIZE;
  // a slow zoom towards the middle, so the video visibly moves; a quiet tone as its sound
  const zoom = `zoompan=z='min(1+0.25*on/${frames},1.25)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${w}x${h}:fps=${FPS},format=yuv420p`;
  const input = ["-loop", "1", "-framerate", String(FPS), "-t", String(spec.seconds), "-i", frame];
  const audio = ["-f", "lavfi", "-t", String(spec.seconds), "-i", "sine=frequency=392:sample_rate=44100,volume=0.08"];
  const codec =
    spec.format === "webm"
      ? ["-c:v", "libvpx", "-b:v", "250k", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libvorbis", "-q:a", "1"]
      : [
          "-c:v",
          "libx264",
          "-profile:v",
          "baseline",
          "-preset",
          "veryfast",
          "-crf",
          "30",
          "-c:a",
          "aac",
          "-b:a",
          "48k",
          "-movflags",
          "+faststart",
        ];
  return [...input, ...audio, "-filter_complex", `[0:v]${zoom}[v]`, "-map", "[v]", "-map", "1:a", "-shortest", ...codec, out];
}

async function copyAll(from: string[], to: string[]): Promise<boolean> {
  try {
    for (const [i, f] of from.entries()) await copyFile(f, to[i]);
    return true;
  } catch {
    return false;
  }
}

/** Into the cache by rename (a seed running at the same time never reads half a file); a cache that cannot be written is skipped. */
async function keep(from: string[], to: string[]) {
  try {
    await mkdir(path.dirname(to[0]), { recursive: true });
    for (const [i, f] of from.entries()) {
      const tmp = `${to[i]}.${process.pid}.tmp`;
      await writeFile(tmp, await readFile(f));
      await rename(tmp, to[i]);
    }
  } catch {
    // no cache this time
  }
}
