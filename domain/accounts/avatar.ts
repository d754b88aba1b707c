import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ValidationError } from "../../kernel/errors";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** 16 megapixels (a 4900×3265 photo): decoding one takes about 64 MB; larger pictures are refused before that. */
export const AVATAR_MAX_PIXELS = 16_000_000;
export const AVATAR_SIZES = [96, 256] as const;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

/**
 * An uploaded profile picture: the type is read from the content (not the name or the
 * header), size and pixel count are limited (the count from the header, before anything is
 * decoded), and the picture is re-encoded (square WebP in the sizes the UI shows), so nothing
 * the user sent is ever served as it came. The upload is decoded once, into the largest size;
 * the smaller ones are made from that. Answers the media key (`avatars/u<id>-<random>`).
 */
export async function storeAvatar(file: { bytes: Uint8Array }, opts: { uploadsDir: string; userId: number }): Promise<string> {
  if (file.bytes.byteLength === 0) throw new ValidationError({ image: ["v_image"] });
  if (file.bytes.byteLength > AVATAR_MAX_BYTES) throw new ValidationError({ image: ["v_image_too_large"] });
  const input = Buffer.from(file.bytes);
  const meta = await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new ValidationError({ image: ["v_image"] });
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw new ValidationError({ image: ["v_image"] });
  const largest = Math.max(...AVATAR_SIZES);
  const square = await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS })
    .rotate()
    .resize(largest, largest, { fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ValidationError({ image: ["v_image"] });
    });
  const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } };
  const files = await Promise.all(AVATAR_SIZES.map((size) => sharp(square.data, raw).resize(size, size).webp({ quality: 82 }).toBuffer()));
  const key = `avatars/u${opts.userId}-${randomBytes(8).toString("hex")}`;
  await mkdir(path.join(opts.uploadsDir, "avatars"), { recursive: true });
  await Promise.all(AVATAR_SIZES.map((size, i) => writeFile(path.join(opts.uploadsDir, `${key}-${size}x${size}.webp`), files[i])));
  return key;
}

/** Remove a replaced picture's files (missing files are fine). */
export async function removeAvatar(key: string | null, uploadsDir: string): Promise<void> {
  if (!key?.startsWith("avatars/")) return;
  await Promise.all(AVATAR_SIZES.map((s) => rm(path.join(uploadsDir, `${key}-${s}x${s}.webp`), { force: true })));
}
