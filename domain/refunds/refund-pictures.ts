import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ValidationError } from "../../kernel/errors";
import { checkPicture, encodePicture } from "../catalog/review-images";

export const REFUND_PICTURES_MAX = 4;
const KEY = /^refunds\/o\d{1,10}-[0-9a-f]{16}$/;

/** Check every picture (count, content, size, pixels) before anything is written: the review pictures' rules. */
export async function checkRefundPictures(files: { bytes: Uint8Array }[]): Promise<void> {
  if (files.length > REFUND_PICTURES_MAX) throw new ValidationError({ images: ["refund_too_many_images"] });
  for (const file of files) await checkPicture(file.bytes);
}

/**
 * The pictures of a refund request, re-encoded by the review pictures' mechanism (fitted on
 * white, metadata such as the camera's location dropped) and written as one WebP each under
 * `uploads/refunds/`. They are private: `/uploads/refunds/*` is not served; only
 * `GET user/refund-picture/{id}/{n}` serves them to the order's buyer, seller and operators.
 */
export async function storeRefundPictures(
  files: { bytes: Uint8Array }[],
  opts: { uploadsDir: string; orderId: number },
): Promise<string[]> {
  await checkRefundPictures(files);
  const keys: string[] = [];
  await mkdir(path.join(opts.uploadsDir, "refunds"), { recursive: true });
  try {
    for (const file of files) {
      const encoded = await encodePicture(file.bytes);
      const key = `refunds/o${opts.orderId}-${randomBytes(8).toString("hex")}`;
      keys.push(key);
      // the largest product size: enough to judge a damaged item
      await writeFile(path.join(opts.uploadsDir, `${key}.webp`), encoded[encoded.length - 1]);
    }
  } catch (err) {
    await removeRefundPictures(keys, opts.uploadsDir);
    throw err;
  }
  return keys;
}

/** The file of a refund picture key, or null for anything that is not one (no path tricks). */
export function refundPicturePath(uploadsDir: string, key: string | undefined): string | null {
  return key && KEY.test(key) ? path.join(uploadsDir, `${key}.webp`) : null;
}

export async function removeRefundPictures(keys: string[], uploadsDir: string): Promise<void> {
  await Promise.all(keys.map((k) => refundPicturePath(uploadsDir, k)).map((f) => (f ? rm(f, { force: true }) : undefined)));
}
