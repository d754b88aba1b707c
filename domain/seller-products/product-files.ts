import { randomBytes } from "node:crypto";
import { access, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ValidationError } from "../../kernel/errors";
import { PRODUCT_SIZES } from "../../kernel/media";
import { checkPicture, encodePicture, REVIEW_IMAGE_MAX_BYTES } from "../catalog/review-images";

/** Pictures one upload may carry, and each one's size (the request's body limit is built from these). */
export const SELLER_PICTURES_PER_UPLOAD = 6;
export const SELLER_PICTURE_MAX_BYTES = REVIEW_IMAGE_MAX_BYTES;
/** A digital product's file: 20 MB at most, of a kind told by its first bytes. */
export const DIGITAL_FILE_MAX_BYTES = 20 * 1024 * 1024;

const pictureKeyRe = (shopId: number) => new RegExp(`^sellers/s${shopId}-[0-9a-f]{16}$`);

/** Whether `key` is a picture this shop uploaded (its name says so) and its files are there. */
export async function isOwnPicture(key: string, shopId: number, uploadsDir: string): Promise<boolean> {
  if (!pictureKeyRe(shopId).test(key)) return false;
  return access(path.join(uploadsDir, `${key}-${PRODUCT_SIZES[0]}x${PRODUCT_SIZES[0]}.webp`)).then(
    () => true,
    () => false,
  );
}

/**
 * A seller's pictures for a product or a variant: every file checked by its content first (one
 * bad file refuses the lot, nothing written), then re-encoded by the review pictures' mechanism
 * into every product size under `uploads/sellers/` (metadata dropped). Answers the keys in order;
 * the product form then names them.
 */
export async function storeSellerPictures(files: { bytes: Uint8Array }[], opts: { uploadsDir: string; shopId: number }): Promise<string[]> {
  if (files.length === 0) throw new ValidationError({ images: ["v_required"] });
  if (files.length > SELLER_PICTURES_PER_UPLOAD) throw new ValidationError({ images: ["sp_v_too_many_images"] });
  for (const file of files) await checkPicture(file.bytes);
  await mkdir(path.join(opts.uploadsDir, "sellers"), { recursive: true });
  const keys: string[] = [];
  try {
    for (const file of files) {
      const encoded = await encodePicture(file.bytes);
      const key = `sellers/s${opts.shopId}-${randomBytes(8).toString("hex")}`;
      keys.push(key);
      await Promise.all(PRODUCT_SIZES.map((size, i) => writeFile(path.join(opts.uploadsDir, `${key}-${size}x${size}.webp`), encoded[i])));
    }
  } catch (err) {
    await Promise.all(
      keys.flatMap((k) => PRODUCT_SIZES.map((s) => rm(path.join(opts.uploadsDir, `${k}-${s}x${s}.webp`), { force: true }))),
    );
    throw err;
  }
  return keys;
}

/** The kinds of digital files a seller may sell, told by their first bytes (never the name or declared type). */
function digitalKind(b: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  if (starts(0x25, 0x50, 0x44, 0x46)) return "pdf";
  if (starts(0x50, 0x4b, 0x03, 0x04)) return "zip";
  if (starts(0x49, 0x44, 0x33) || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0)) return "mp3";
  if (b[4] === 0x66 && b[5] === 0x74 && b[6] === 0x79 && b[7] === 0x70) return "mp4";
  return null;
}

const digitalKeyRe = (shopId: number) => new RegExp(`^sellers/s${shopId}-[0-9a-f]{16}\\.(pdf|zip|mp3|mp4)$`);

/** Whether `file` is a digital file this shop uploaded and it is there. */
export async function isOwnDigitalFile(file: string, shopId: number, downloadsDir: string): Promise<boolean> {
  if (!digitalKeyRe(shopId).test(file)) return false;
  return access(path.join(downloadsDir, file)).then(
    () => true,
    () => false,
  );
}

/** A digital product's file, kept under the private downloads folder (served only through signed links to buyers). Answers its name there. */
export async function storeDigitalFile(bytes: Uint8Array, opts: { downloadsDir: string; shopId: number }): Promise<string> {
  if (bytes.byteLength === 0) throw new ValidationError({ file: ["v_required"] });
  if (bytes.byteLength > DIGITAL_FILE_MAX_BYTES) throw new ValidationError({ file: ["sp_v_file_too_large"] });
  const kind = digitalKind(bytes);
  if (!kind) throw new ValidationError({ file: ["sp_v_file_kind"] });
  const name = `sellers/s${opts.shopId}-${randomBytes(8).toString("hex")}.${kind}`;
  await mkdir(path.join(opts.downloadsDir, "sellers"), { recursive: true });
  await writeFile(path.join(opts.downloadsDir, name), bytes);
  return name;
}
