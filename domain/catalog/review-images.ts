import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ValidationError } from "../../kernel/errors";
import { PRODUCT_SIZES } from "../../kernel/media";

export const REVIEW_IMAGES_MAX = 4;
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** 16 megapixels: larger pictures are refused from their header, before anything is decoded. */
export const REVIEW_IMAGE_MAX_PIXELS = 16_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** Refuse what is not a picture we take, by its content (never its name or declared type). */
export async function checkPicture(bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength === 0) throw new ValidationError({ images: ["v_image"] });
  if (bytes.byteLength > REVIEW_IMAGE_MAX_BYTES) throw new ValidationError({ images: ["v_image_too_large"] });
  const meta = await sharp(bytes, { limitInputPixels: REVIEW_IMAGE_MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new ValidationError({ images: ["v_image"] });
  if (meta.width * meta.height > REVIEW_IMAGE_MAX_PIXELS) throw new ValidationError({ images: ["v_image"] });
}

/**
 * One picture as the product sizes of `kernel/media.ts` (`productImage()` reads review
 * pictures like product pictures): square WebP files `${key}-${s}x${s}.webp`, the whole
 * picture fitted on white (a customer's photo is never cropped), metadata such as the
 * camera's location dropped. Decoded once, into the largest size; the others come from that.
 */
export async function encodePicture(bytes: Uint8Array): Promise<Buffer[]> {
  const largest = PRODUCT_SIZES[PRODUCT_SIZES.length - 1];
  const square = await sharp(bytes, { limitInputPixels: REVIEW_IMAGE_MAX_PIXELS })
    .rotate()
    .resize(largest, largest, { fit: "contain", background: WHITE })
    .flatten({ background: WHITE })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ValidationError({ images: ["v_image"] });
    });
  const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } };
  return Promise.all(PRODUCT_SIZES.map((size) => sharp(square.data, raw).resize(size, size).webp({ quality: 80 }).toBuffer()));
}

/**
 * The pictures of a review: all are checked before any is encoded (one bad file refuses the
 * lot and nothing is written), then encoded one after another (bounded memory) and written
 * under `uploads/reviews/`. Answers the media keys, in the order given.
 */
export async function storeReviewImages(files: { bytes: Uint8Array }[], opts: { uploadsDir: string; userId: number }): Promise<string[]> {
  if (files.length > REVIEW_IMAGES_MAX) throw new ValidationError({ images: ["rv_too_many_images"] });
  for (const file of files) await checkPicture(file.bytes);
  const keys: string[] = [];
  await mkdir(path.join(opts.uploadsDir, "reviews"), { recursive: true });
  try {
    for (const file of files) {
      const encoded = await encodePicture(file.bytes);
      const key = `reviews/r${opts.userId}-${randomBytes(8).toString("hex")}`;
      keys.push(key);
      await Promise.all(PRODUCT_SIZES.map((size, i) => writeFile(path.join(opts.uploadsDir, `${key}-${size}x${size}.webp`), encoded[i])));
    }
  } catch (err) {
    await removeReviewImages(keys, opts.uploadsDir);
    throw err;
  }
  return keys;
}

/** Remove a review's picture files (a review that was not saved after all); missing files are fine. */
export async function removeReviewImages(keys: string[], uploadsDir: string): Promise<void> {
  const ours = keys.filter((k) => /^reviews\/r\d+-[0-9a-f]{16}$/.test(k));
  await Promise.all(ours.flatMap((key) => PRODUCT_SIZES.map((s) => rm(path.join(uploadsDir, `${key}-${s}x${s}.webp`), { force: true }))));
}
