import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ValidationError } from "../kernel/errors";

/** The largest picture file the back office takes (5 MB). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** 16 megapixels, as for profile pictures: larger ones are refused from the header, before decoding */
const MAX_PIXELS = 16_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export interface PictureTarget {
  uploadsDir: string;
  /** the uploads folder and key prefix, e.g. `shops` and `s12-logo` → `shops/s12-logo-<random>` */
  folder: string;
  name: string;
  /** every size the storefront asks of it (a `PICTURE_FAMILIES` entry of kernel/media.ts), cropped to fill */
  sizes: readonly (readonly [number, number])[];
  /** the form field a refusal names (422 `{ [field]: ["v_image"] }`) */
  field: string;
}

/**
 * One uploaded picture of the back office (a shop's logo, a brand's logo, a slide, a banner, a
 * post's cover), as profile pictures are (domain/accounts/avatar.ts): the type is read from the
 * content, size and pixels are limited, and it is re-encoded as WebP in every size the storefront
 * shows, so nothing sent is served as it came. Answers the media key (`<folder>/<name>-<random>`,
 * files `<key>-<w>x<h>.webp`); a file that is not a picture is 422 on its field.
 */
export async function storePicture(file: { bytes: Uint8Array }, target: PictureTarget): Promise<string> {
  const refuse = (message: string) => new ValidationError({ [target.field]: [message] });
  if (file.bytes.byteLength === 0) throw refuse("v_image");
  if (file.bytes.byteLength > PICTURE_MAX_BYTES) throw refuse("v_image_too_large");
  const input = Buffer.from(file.bytes);
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw refuse("v_image");
  if (meta.width * meta.height > MAX_PIXELS) throw refuse("v_image");
  const decoded = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse("v_image");
    });
  const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
  const files = await Promise.all(
    target.sizes.map(([w, h]) => sharp(decoded.data, raw).resize(w, h, { fit: "cover" }).webp({ quality: 82 }).toBuffer()),
  );
  const key = `${target.folder}/${target.name}-${randomBytes(8).toString("hex")}`;
  await mkdir(path.join(target.uploadsDir, target.folder), { recursive: true });
  await Promise.all(target.sizes.map(([w, h], i) => writeFile(path.join(target.uploadsDir, `${key}-${w}x${h}.webp`), files[i])));
  return key;
}

/**
 * Remove a replaced upload's files: only keys under `folder` (what `storePicture` wrote there);
 * the demo's drawings and other folders stay.
 */
export async function removePicture(key: string | null, target: Pick<PictureTarget, "uploadsDir" | "folder" | "sizes">): Promise<void> {
  if (!key?.startsWith(`${target.folder}/`)) return;
  await Promise.all(target.sizes.map(([w, h]) => rm(path.join(target.uploadsDir, `${key}-${w}x${h}.webp`), { force: true })));
}
