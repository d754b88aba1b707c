import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ValidationError } from "../../kernel/errors";
import { PRODUCT_SIZES } from "../../kernel/media";
import { checkPicture, encodePicture, REVIEW_IMAGE_MAX_BYTES } from "../catalog/review-images";

/** The hard ceilings (the settings may only lower them): 8 pictures of 5 MB (the request's body limit is built from these). */
export const AD_PICTURES_MAX = 8;
export const AD_PICTURE_MAX_BYTES = REVIEW_IMAGE_MAX_BYTES;
const KEY = /^ads\/a\d{1,10}-[0-9a-f]{16}$/;

/** Check every picture (count and size from the settings, then content and pixels) before anything is written. */
export async function checkAdPictures(files: { bytes: Uint8Array }[], limits: { count: number; bytes: number }): Promise<void> {
  const most = Math.min(limits.count, AD_PICTURES_MAX);
  const bytes = Math.min(limits.bytes, AD_PICTURE_MAX_BYTES);
  if (files.length > most) throw new ValidationError({ images: ["ad_too_many_images"] }, undefined, { count: most });
  for (const file of files) {
    if (file.bytes.byteLength > bytes)
      throw new ValidationError({ images: ["ad_image_too_large"] }, undefined, { size: Math.round((bytes / 1048576) * 10) / 10 });
    await checkPicture(file.bytes);
  }
}

/**
 * An ad's pictures, re-encoded by the review pictures' mechanism (fitted on white, metadata
 * such as the camera's location dropped) into every product size under `uploads/ads/`, so that
 * the published product shows them as any product picture. Answers the media keys in order.
 */
export async function storeAdPictures(
  files: { bytes: Uint8Array }[],
  opts: { uploadsDir: string; userId: number; limits: { count: number; bytes: number } },
): Promise<string[]> {
  await checkAdPictures(files, opts.limits);
  const keys: string[] = [];
  await mkdir(path.join(opts.uploadsDir, "ads"), { recursive: true });
  try {
    for (const file of files) {
      const encoded = await encodePicture(file.bytes);
      const key = `ads/a${opts.userId}-${randomBytes(8).toString("hex")}`;
      keys.push(key);
      await Promise.all(PRODUCT_SIZES.map((size, i) => writeFile(path.join(opts.uploadsDir, `${key}-${size}x${size}.webp`), encoded[i])));
    }
  } catch (err) {
    await removeAdPictures(keys, opts.uploadsDir);
    throw err;
  }
  return keys;
}

/** Remove an ad's picture files (an ad deleted, pictures replaced, or an ad not saved after all); missing files are fine. */
export async function removeAdPictures(keys: string[], uploadsDir: string): Promise<void> {
  const ours = keys.filter((k) => KEY.test(k));
  await Promise.all(ours.flatMap((key) => PRODUCT_SIZES.map((s) => rm(path.join(uploadsDir, `${key}-${s}x${s}.webp`), { force: true }))));
}
