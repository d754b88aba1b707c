import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ValidationError } from "../../kernel/errors";
import { PICTURE_FAMILIES } from "../../kernel/media";

export const SHOP_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** 16 megapixels, as for profile pictures: larger ones are refused from the header, before decoding */
const MAX_PIXELS = 16_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

/** Every size the storefront asks of a shop's logo and banner (`mediaUrl`: `<key>-<w>x<h>.webp`). */
export const SHOP_PICTURE_SIZES = {
  // 96×96: the order views' seller logo
  logo: [...PICTURE_FAMILIES.shopLogo, [96, 96]] as [number, number][],
  banner: [...PICTURE_FAMILIES.shopBanner, ...PICTURE_FAMILIES.shopCover] as [number, number][],
} as const;

export type ShopPictureKind = keyof typeof SHOP_PICTURE_SIZES;

/**
 * A shop's uploaded logo or banner, as profile pictures are (domain/accounts/avatar.ts): the type
 * read from the content, size and pixels limited, and re-encoded as WebP in every size the
 * storefront shows (cropped to fill), so nothing sent is served as it came. Answers the media
 * key (`shops/s<id>-<kind>-<random>`); a file that is not a picture is 422 on its field.
 */
export async function storeShopPicture(
  file: { bytes: Uint8Array },
  opts: { uploadsDir: string; shopId: number; kind: ShopPictureKind },
): Promise<string> {
  const refuse = (message: string) => new ValidationError({ [opts.kind]: [message] });
  if (file.bytes.byteLength === 0) throw refuse("v_image");
  if (file.bytes.byteLength > SHOP_PICTURE_MAX_BYTES) throw refuse("v_image_too_large");
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
  const sizes = SHOP_PICTURE_SIZES[opts.kind];
  const files = await Promise.all(
    sizes.map(([w, h]) => sharp(decoded.data, raw).resize(w, h, { fit: "cover" }).webp({ quality: 82 }).toBuffer()),
  );
  const key = `shops/s${opts.shopId}-${opts.kind}-${randomBytes(8).toString("hex")}`;
  await mkdir(path.join(opts.uploadsDir, "shops"), { recursive: true });
  await Promise.all(sizes.map(([w, h], i) => writeFile(path.join(opts.uploadsDir, `${key}-${w}x${h}.webp`), files[i])));
  return key;
}

/** Remove a replaced upload's files (only our own `shops/` uploads; the demo's drawings stay). */
export async function removeShopPicture(key: string | null, kind: ShopPictureKind, uploadsDir: string): Promise<void> {
  if (!key || !key.startsWith("shops/")) return;
  await Promise.all(SHOP_PICTURE_SIZES[kind].map(([w, h]) => rm(path.join(uploadsDir, `${key}-${w}x${h}.webp`), { force: true })));
}
