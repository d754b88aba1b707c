import type { Database } from "../db/client";
import { products, productVariants } from "../db/schema";
import {
  addSearchWordCounts,
  dictionaryWordsOf,
  loadSearchLookup,
  productSearchText,
  type SearchLookup,
  searchWordSplitter,
} from "../domain/catalog/search-text";
import { insertWithChildren } from "./bulk";
import { inLanguages } from "./data/measures";
import type { Localized, ProductTemplate } from "./data/types";
import { adjectives, composeProductName, descriptionSentences, shortDescriptions } from "./data/words";
import type { CatalogRefs } from "./demo-catalog";
import { artOf, paletteOf, productImageKey } from "./product-art";
import { Random, slugify } from "./random";

/** A draw that once made up a number (a rating, a review count) is still drawn, so every later value of the demo stays as it was, and then dropped. */
function dropped<T>(_draw: number, value: T): T {
  return value;
}

const DAY = 86_400_000;
const LANGS = ["en", "fa", "ar"] as const;

type ProductRow = typeof products.$inferInsert;
type VariantRow = Omit<typeof productVariants.$inferInsert, "productId">;

/** Products drawn from one random stream; a longer run starts a new stream (seeded by its place) every so many. */
const STREAM = 10_000;

/**
 * Insert `count` generated products (numbered from `start`) in batches; deterministic for a given
 * seed. Each batch (products and their variants) is one statement, and the next batch is built
 * while the database writes it: the two halves of the work run on two cores.
 */
export async function seedProducts(
  db: Database,
  refs: CatalogRefs,
  opts: { count: number; start?: number; seed?: number; now?: Date; batchSize?: number },
) {
  const base = opts.seed ?? 20261122;
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? 500;
  const start = opts.start ?? 0;
  const search = searchTextMaker(await loadSearchLookup(db));
  let rng = new Random(base + start);
  let writing: Promise<void> = Promise.resolve();
  for (let offset = 0; offset < opts.count; offset += batchSize) {
    const batch: { row: ProductRow; variants: VariantRow[] }[] = [];
    for (let i = offset; i < Math.min(opts.count, offset + batchSize); i++) {
      if (i > 0 && i % STREAM === 0) rng = new Random(base + start + i);
      batch.push(search(makeProduct(rng, refs, start + i, now)));
    }
    await writing;
    writing = insertWithChildren(
      db,
      { table: products, rows: batch.map((b) => b.row), key: "slug" },
      {
        table: productVariants,
        rows: batch.flatMap((b) => b.variants.map((row) => ({ parentKey: b.row.slug, row }))),
        foreignKey: "productId",
      },
    );
    writing.catch(() => {}); // its failure surfaces at the next `await writing`
    // let the statement leave before the next batch is built
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
  await search.saveWords(db);
}

/**
 * The search text of each generated product, computed as it is written, and the use counts of
 * its name's words (domain/catalog/search-text.ts), written once at the end.
 */
function searchTextMaker(lookup: SearchLookup) {
  const split = searchWordSplitter();
  const words = new Map<string, number>();
  const make = (p: { row: ProductRow; variants: VariantRow[] }) => {
    const { name, shortDescription, tags, brandId, categoryId } = p.row;
    const text = productSearchText(
      {
        names: Object.values(name),
        brandNames: lookup.brandNames(brandId),
        tags: tags ?? [],
        shortDescriptions: Object.values(shortDescription ?? {}),
        categoryNames: lookup.categoryNames(categoryId),
      },
      split,
    );
    Object.assign(p.row, text);
    if (p.row.isVisible) for (const w of dictionaryWordsOf(text.searchName)) words.set(w, (words.get(w) ?? 0) + 1);
    return p;
  };
  return Object.assign(make, { saveWords: (db: Database) => addSearchWordCounts(db, words) });
}

function makeProduct(rng: Random, refs: CatalogRefs, n: number, now: Date): { row: ProductRow; variants: VariantRow[] } {
  const leaf = refs.leaves[n % refs.leaves.length];
  const template = rng.pick(leaf.templates);
  const model = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}${rng.int(0, 9)}${rng.int(0, 9)}`;
  const name = composeProductName(template.noun, rng.pick(adjectives), model);
  const shopId = rng.pick(leaf.shopIds);
  const negotiable = rng.chance(0.015) || (template.classified === true && rng.chance(0.3));
  const priceCents = negotiable ? 0 : rng.int(template.priceRange[0], template.priceRange[1]) * 100 - (rng.chance(0.7) ? 1 : 0);
  // Pictures from the fixed pool (seed/product-art.ts): the template's drawing in the colours
  // of its palette; a product in one colour shows its studio and room shots, one in several
  // colours a studio shot of each (its variants point at theirs) and the room shot of the first.
  const kind = artOf(template);
  const palette = rotate(paletteOf(kind), rng.int(0, 2));
  const colours = template.variants === "color" ? palette : template.variants === "color_size" ? palette.slice(0, 2) : palette.slice(0, 1);
  const images = [...colours.map((c) => productImageKey(kind, c, 0)), productImageKey(kind, colours[0], 1)];
  const variants = template.digital || template.classified ? [] : makeVariants(rng, refs, template, priceCents, colours);
  const digital = template.digital === true;
  const stock = digital
    ? 9999
    : variants.length
      ? variants.reduce((sum, v) => sum + (v.stock ?? 0), 0)
      : rng.chance(0.06)
        ? 0
        : rng.int(1, 120);
  const discount = !negotiable && rng.chance(0.22) ? makeDiscount(rng, priceCents, now) : null;
  const createdAt = new Date(now.getTime() - rng.int(0, 365) * DAY - rng.int(0, DAY));
  return {
    row: {
      shopId,
      brandId: template.digital && rng.chance(0.5) ? null : rng.pick(leaf.brandIds),
      categoryId: leaf.id,
      slug: `${slugify(name.en)}-${n + 1}`,
      name,
      shortDescription: localizedPick(rng, shortDescriptions),
      description: describe(rng, name),
      specs: template.specs.map((s) => ({ label: s.label, value: inLanguages(rng.pick(s.values)) })),
      priceCents,
      ...(discount ?? NO_DISCOUNT),
      stock,
      minimumOrderQuantity: rng.chance(0.05) ? rng.int(2, 5) : 1,
      stockVisibility: rng.pick(["visible_with_quantity", "visible_with_quantity", "visible_with_text", "hide_stock"] as const),
      hasVariants: variants.length > 0,
      colorIds: [...new Set(variants.map((v) => v.colorId).filter((c): c is number => !!c))],
      attributeValueIds: [...new Set(variants.flatMap((v) => v.attributeValueIds ?? []))],
      isDigital: digital,
      isClassified: template.classified === true,
      contactInfo: template.classified
        ? {
            contact_name: "Sam Rahimi",
            phone_no: `+1 555 01${String(n % 100).padStart(2, "0")}`,
            email: `owner${n}@example.com`,
            address: "12 Market Street",
          }
        : null,
      isVisible: refs.verifiedShopIds.includes(shopId),
      isFeatured: rng.chance(0.05),
      todaysDeal: rng.chance(0.05),
      giftIdea: rng.chance(0.04),
      businessIdea: rng.chance(0.03),
      // no made-up stars: a product's rating and count come only from its reviews (seed/demo-reviews.ts)
      rating: dropped(rng.int(0, 20), "0.00"),
      reviewsCount: dropped(rng.int(0, 480), 0),
      totalSales: rng.int(0, 2500),
      views: rng.int(0, 9000),
      rewardPoints: rng.int(0, 50),
      shippingFeeCents: rng.pick([0, 0, 300, 500, 800]),
      tags: [template.noun.en.toLowerCase()],
      // the product's noun is its tag in every language
      tagLabels: { fa: [template.noun.fa], ar: [template.noun.ar] },
      images,
      createdAt,
      updatedAt: createdAt,
    },
    variants,
  };
}

/** The list starting at its `n`-th item (mod its length), so neighbouring products differ. */
function rotate<T>(list: T[], n: number): T[] {
  const k = n % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** Variants by the template's kind; colour variants take `colours` (slugs) and show their own studio shot. */
function makeVariants(rng: Random, refs: CatalogRefs, t: ProductTemplate, basePrice: number, colours: string[]): VariantRow[] {
  if (!t.variants) return [];
  const kind = artOf(t);
  const colorIdOf = (slug: string) => refs.colorIdBySlug[slug];
  const imageOf = (colorId: number | null) => {
    const slug = colours.find((c) => colorIdOf(c) === colorId);
    return slug ? productImageKey(kind, slug, 0) : null;
  };
  const combos: { colorId: number | null; valueIds: number[]; label: string[]; priceStep: number }[] = [];
  if (t.variants === "color")
    for (const c of colours.map(colorIdOf)) combos.push({ colorId: c, valueIds: [], label: [refs.labels[`c${c}`]], priceStep: 0 });
  if (t.variants === "size")
    for (const s of rng.sample(refs.sizeValueIds, 4).sort((a, b) => a - b))
      combos.push({ colorId: null, valueIds: [s], label: [refs.labels[`v${s}`]], priceStep: 0 });
  if (t.variants === "storage")
    refs.storageValueIds.slice(0, 3).forEach((s, i) => {
      combos.push({ colorId: null, valueIds: [s], label: [refs.labels[`v${s}`]], priceStep: i });
    });
  if (t.variants === "color_size")
    for (const c of colours.map(colorIdOf))
      for (const s of rng.sample(refs.sizeValueIds, 3).sort((a, b) => a - b))
        combos.push({ colorId: c, valueIds: [s], label: [refs.labels[`c${c}`], refs.labels[`v${s}`]], priceStep: 0 });
  return combos.map((combo, i) => ({
    sku: `SKU-${basePrice}-${i}-${rng.int(1000, 9999)}`,
    name: combo.label.join("-"),
    colorId: combo.colorId,
    attributeValueIds: combo.valueIds,
    priceCents: basePrice === 0 ? 0 : basePrice + combo.priceStep * Math.round(basePrice * 0.25),
    stock: rng.chance(0.15) ? 0 : rng.int(1, 40),
    image: imageOf(combo.colorId),
  }));
}

const NO_DISCOUNT = { discountType: null, discountValue: 0, discountStartsAt: null, discountEndsAt: null };

function makeDiscount(rng: Random, priceCents: number, now: Date) {
  const expired = rng.chance(0.1);
  const percentage = rng.chance(0.7);
  return {
    discountType: percentage ? ("percentage" as const) : ("flat" as const),
    discountValue: percentage ? rng.pick([1000, 1500, 2000, 2500, 3000, 4000]) : Math.max(100, Math.round((priceCents * 0.1) / 100) * 100),
    discountStartsAt: new Date(now.getTime() - rng.int(1, 20) * DAY),
    discountEndsAt: new Date(now.getTime() + (expired ? -rng.int(1, 5) : rng.int(1, 25)) * DAY + rng.int(0, DAY)),
  };
}

function localizedPick(rng: Random, list: Localized[]): Localized {
  return rng.pick(list);
}

function describe(rng: Random, name: Localized): Localized {
  const sentences = rng.sample(descriptionSentences, 4);
  const out = {} as Localized;
  for (const lang of LANGS) {
    const text = sentences.map((s) => s[lang].replaceAll("{name}", name[lang]));
    out[lang] = `<p>${escapeHtml(text.slice(0, 2).join(" "))}</p><p>${escapeHtml(text.slice(2).join(" "))}</p>`;
  }
  return out;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
