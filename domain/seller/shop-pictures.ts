import { PICTURE_MAX_BYTES, removePicture, storePicture } from "../../infra/store-picture";
import { PICTURE_FAMILIES } from "../../kernel/media";

export const SHOP_PICTURE_MAX_BYTES = PICTURE_MAX_BYTES;

/** Every size the storefront asks of a shop's logo and banner (`mediaUrl`: `<key>-<w>x<h>.webp`). */
export const SHOP_PICTURE_SIZES = {
  // 96×96: the order views' seller logo
  logo: [...PICTURE_FAMILIES.shopLogo, [96, 96]] as [number, number][],
  banner: [...PICTURE_FAMILIES.shopBanner, ...PICTURE_FAMILIES.shopCover] as [number, number][],
} as const;

export type ShopPictureKind = keyof typeof SHOP_PICTURE_SIZES;

/**
 * A shop's uploaded logo or banner, through the back office's one picture store
 * (infra/store-picture.ts). Answers the media key (`shops/s<id>-<kind>-<random>`).
 */
export function storeShopPicture(file: { bytes: Uint8Array }, opts: { uploadsDir: string; shopId: number; kind: ShopPictureKind }) {
  const sizes = SHOP_PICTURE_SIZES[opts.kind];
  return storePicture(file, {
    uploadsDir: opts.uploadsDir,
    folder: "shops",
    name: `s${opts.shopId}-${opts.kind}`,
    sizes,
    field: opts.kind,
  });
}

/** Remove a replaced upload's files (only our own `shops/` uploads; the demo's drawings stay). */
export function removeShopPicture(key: string | null, kind: ShopPictureKind, uploadsDir: string): Promise<void> {
  return removePicture(key, { uploadsDir, folder: "shops", sizes: SHOP_PICTURE_SIZES[kind] });
}
