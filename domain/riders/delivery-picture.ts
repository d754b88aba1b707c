import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkPicture, encodePicture } from "../catalog/review-images";

const KEY = /^deliveries\/[0-9a-f]{16}$/;

/**
 * A delivery's proof picture, through the review pictures' pipeline (type from the content, size
 * and pixels limited, re-encoded as WebP, the camera's metadata dropped), written under
 * `uploads/deliveries/` (private: not served as a file). Answers its key.
 */
export async function storeDeliveryPicture(file: { bytes: Uint8Array }, opts: { uploadsDir: string }): Promise<string> {
  await checkPicture(file.bytes);
  const encoded = await encodePicture(file.bytes);
  const key = `deliveries/${randomBytes(8).toString("hex")}`;
  await mkdir(path.join(opts.uploadsDir, "deliveries"), { recursive: true });
  await writeFile(path.join(opts.uploadsDir, `${key}.webp`), encoded[encoded.length - 1]);
  return key;
}

/** The file of a proof picture key, or null for anything that is not one (no path tricks). */
export function deliveryPicturePath(uploadsDir: string, key: string | null | undefined): string | null {
  return key && KEY.test(key) ? path.join(uploadsDir, `${key}.webp`) : null;
}
