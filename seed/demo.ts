import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs, products, shops } from "../db/schema";
import { backfillSearchText } from "../domain/catalog/search-text";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoAds } from "./demo-ads";
import { seedDemoAffiliate } from "./demo-affiliate";
import { seedDemoApprovals } from "./demo-approvals";
import { seedDemoBlogComments } from "./demo-blog-comments";
import { seedDemoCampaigns } from "./demo-campaigns";
import { seedCatalogBase } from "./demo-catalog";
import { seedContent } from "./demo-content";
import { seedDemoCoupons } from "./demo-coupons";
import { seedDemoHome } from "./demo-home";
import { seedDemoOrders } from "./demo-orders";
import { seedDemoParcels } from "./demo-parcels";
import { seedDemoPickupPoints } from "./demo-pickup-points";
import { seedProducts } from "./demo-products";
import { seedReference } from "./demo-reference";
import { seedDemoReviews } from "./demo-reviews";
import { seedDemoRiders } from "./demo-riders";
import { seedDemoSellerOrders } from "./demo-seller-orders";
import { seedDemoShipping } from "./demo-shipping";
import { seedDemoShopPages } from "./demo-shop-pages";
import { demoVideoFileSpecs, seedDemoVideoShopping } from "./demo-video-shopping";
import { seedDemoVideos } from "./demo-videos";
import { seedDemoVouchers } from "./demo-vouchers";
import { generateImages, type ImageSpec } from "./images";
import { productImageSpecs } from "./product-art";
import { makeVideoFiles } from "./video-files";

type Log = { info(obj: object | string, msg?: string): void };

/** True when the database holds no shop yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shops);
  return row.n === 0;
}

/**
 * The demo shop: reference data, 24 shops, a three-level category tree, 30 brands, `products`
 * products, content and campaigns, the demo accounts and the demo customer's orders (a digital
 * one's file under `downloadsDir`, by default DATA_DIR/downloads beside the uploads).
 * Deterministic (fixed seed; order codes are random by design); one transaction.
 */
export async function seedDemo(
  db: Database,
  opts: {
    uploadsDir: string;
    downloadsDir?: string;
    products?: number;
    log?: Log;
    now?: Date;
    images?: boolean;
    /** each shop's own shipping profiles (decision 076); the API tests' base leaves them out: the marketplace's rule */
    shipping?: boolean;
  },
) {
  const started = Date.now();
  const now = opts.now ?? new Date();
  // the fixed pool of product pictures; the catalog and the content add theirs as they are written
  const images: ImageSpec[] = productImageSpecs();
  // the shopping videos that are files, made first (decision 033): the rows name only those that exist
  const videoFiles =
    opts.images === false
      ? new Set<string>()
      : await makeVideoFiles(demoVideoFileSpecs(), opts.uploadsDir, {
          onError: (key, error) => opts.log?.info({ key, error: String(error) }, "demo video not made"),
        });
  await db.transaction(async (t) => {
    await seedReference(t);
    const refs = await seedCatalogBase(t, images);
    await seedProducts(t, refs, { count: opts.products ?? 2000, now });
    await refreshShopCounts(t);
    await seedDemoShopPages(t);
    if (opts.shipping !== false) await seedDemoShipping(t);
    await seedContent(t, images, now);
    await seedDemoCampaigns(t, images, now);
    await seedDemoHome(t, images);
    await seedDemoAccounts(t, now);
    await seedDemoVouchers(t, now);
    await seedDemoReviews(t, now);
    await seedDemoBlogComments(t, now);
    await seedDemoVideos(t);
    await seedDemoVideoShopping(t, images, videoFiles, now);
    await seedDemoCoupons(t, now);
    // the demo affiliate's code rides on the demo customer's orders: referred orders to show
    const referralCode = await seedDemoAffiliate(t, now);
    await seedDemoOrders(t, {
      now,
      referralCode,
      downloadsDir: opts.downloadsDir ?? path.join(path.dirname(opts.uploadsDir), "downloads"),
    });
    // the demo seller's orders in every status (the seller centre; issue 19)
    await seedDemoSellerOrders(t, { now });
    // parcels with their steps on a few of them (issue 38 item 5)
    await seedDemoParcels(t);
    await seedDemoAds(t, now);
    await seedDemoApprovals(t, now);
    // two delivery riders and an order given to one (issue 38 item 4)
    await seedDemoRiders(t, now);
    // three pickup points, one run by the demo keeper with a parcel on its way (issue 38 item 3); not in the API tests' base
    if (opts.shipping !== false) await seedDemoPickupPoints(t, now);
    // the seed's own orders make no noise: the notices and mails their placing queued are dropped
    await t.delete(jobs);
  });
  const written = opts.images === false ? { written: 0 } : await generateImages(images, opts.uploadsDir);
  opts.log?.info({ ms: Date.now() - started, images: written.written, videoFiles: videoFiles.size }, "demo shop seeded");
}

/** Keep each shop's product count in step with its visible products. */
export async function refreshShopCounts(db: Database) {
  await db
    .update(shops)
    .set({ productsCount: sql`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id} and ${products.isVisible})` });
}

export async function seedDemoIfEmpty(db: Database, opts: { uploadsDir: string; log?: Log }) {
  if (await isEmpty(db)) {
    opts.log?.info("empty database: seeding the demo shop");
    await seedDemo(db, opts);
  } else {
    // a demo database seeded before products carried search text
    const filled = await backfillSearchText(db);
    if (filled) opts.log?.info({ products: filled }, "search text filled in");
  }
}
