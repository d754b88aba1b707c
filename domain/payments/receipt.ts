import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ValidationError } from "../../kernel/errors";

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** 25 megapixels (a phone's photo of a bank slip); the count is read from the header, before decoding. */
export const RECEIPT_MAX_PIXELS = 25_000_000;
/** the longest side kept: enough to read a slip, small enough to serve */
const RECEIPT_MAX_SIDE = 2000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

/**
 * A bank-transfer receipt: the type read from the content (never the name or the header),
 * size and pixel count limited, and the picture re-encoded to WebP (at most 2000 px a side)
 * under `uploads/receipts/`, so nothing the shopper sent is ever served as it came. Receipts
 * are private: the app serves them only to the group's buyer and admins. Answers the file's key.
 */
export async function storeReceipt(
  file: { bytes: Uint8Array },
  opts: { uploadsDir: string; groupId: number } | { uploadsDir: string; userId: number },
): Promise<string> {
  if (file.bytes.byteLength === 0) throw new ValidationError({ file: ["pay_receipt_not_image"] });
  if (file.bytes.byteLength > RECEIPT_MAX_BYTES) throw new ValidationError({ file: ["pay_receipt_too_large"] });
  const input = Buffer.from(file.bytes);
  const meta = await sharp(input, { limitInputPixels: RECEIPT_MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
    throw new ValidationError({ file: ["pay_receipt_not_image"] });
  if (meta.width * meta.height > RECEIPT_MAX_PIXELS) throw new ValidationError({ file: ["pay_receipt_too_large"] });
  const webp = await sharp(input, { limitInputPixels: RECEIPT_MAX_PIXELS })
    .rotate()
    .resize(RECEIPT_MAX_SIDE, RECEIPT_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw new ValidationError({ file: ["pay_receipt_not_image"] });
    });
  // a group's payment ("g") or a user's wallet recharge ("u")
  const owner = "groupId" in opts ? `g${opts.groupId}` : `u${opts.userId}`;
  const key = `receipts/${owner}-${randomBytes(12).toString("hex")}.webp`;
  await mkdir(path.join(opts.uploadsDir, "receipts"), { recursive: true });
  await writeFile(path.join(opts.uploadsDir, key), webp);
  return key;
}

/** The file of a receipt key, or null for anything that is not one (no path tricks). */
export function receiptPath(uploadsDir: string, key: string | null): string | null {
  if (!key || !/^receipts\/[gu]\d{1,10}-[0-9a-f]{24}\.webp$/.test(key)) return null;
  return path.join(uploadsDir, key);
}

export async function removeReceipt(uploadsDir: string, key: string | null): Promise<void> {
  const file = receiptPath(uploadsDir, key);
  if (file) await rm(file, { force: true });
}
