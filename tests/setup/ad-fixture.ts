import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client";
import { categories, classifiedAds } from "../../db/schema";
import { present } from "./present";
import type { TestClient } from "./test-app";

/** A small real picture (PNG bytes) of the given red. */
export const adPhoto = (r: number) =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** A leaf category's id (an active category without children) and a parent's. */
export async function adCategories(db: Database) {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isActive, true));
  const parents = new Set(rows.map((r) => r.parentId));
  const leaf = present(
    rows.find((r) => !parents.has(r.id)),
    "an active category without children",
  );
  const [root] = await db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).limit(1);
  return { leaf: leaf.id, parent: root.id };
}

export const adFields = (categoryId: number, extra: Record<string, string> = {}): Record<string, string> => ({
  title: "Oak dining table for six",
  category_id: String(categoryId),
  price: "240.50",
  condition: "used",
  description: "Solid oak, a few marks on one leg. Pick up in the city centre.",
  contact_name: "Sam Seller",
  phone: "+1 555 0100",
  email: "sam@example.com",
  address: "1 Market Street",
  ...extra,
});

/** Post an ad (multipart: fields and pictures) to `user/classified-ads/store` or an update path. */
export async function postAd(
  client: TestClient,
  fields: Record<string, string>,
  files: { bytes: Uint8Array; type?: string; name?: string }[] = [],
  path = "/user/classified-ads/store",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append("images[]", new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? "image/png" }), f.name ?? "photo.png");
  const res = await client.request(path, { method: "POST", body: form });
  return { status: res.status, body: await res.json() };
}

export const adsOf = (db: Database, userId: number) => db.select().from(classifiedAds).where(eq(classifiedAds.userId, userId));
