import { categoryTree } from "./data/categories";
import type { CategoryNode, ProductTemplate } from "./data/types";
import { colors } from "./data/words";
import type { Art } from "./illustrations";
import type { ImageSpec } from "./images";

/**
 * Which drawing shows each kind of demo product (by the template's English noun), the
 * colours it comes in, and the pool of product pictures: every drawing in each of its colours,
 * as a studio shot and in a room. The pool is fixed (it does not depend on how many products
 * are seeded), so `npm run seed -- --products 100000` reuses the same files.
 */
const RULES: [RegExp, Art][] = [
  [/e-reader|e-book/i, "ereader"],
  [/tablet/i, "tablet"],
  [/phone case|rugged phone|smartphone/i, "phone"],
  [/charger|power bank/i, "powerbank"],
  [/laptop|chromebook|online course|photo editor/i, "laptop"],
  [/monitor/i, "monitor"],
  [/smart tv/i, "tv"],
  [/webcam|camera/i, "camera"],
  [/keyboard/i, "keyboard"],
  [/mouse/i, "mouse"],
  [/earbuds/i, "earbuds"],
  [/headphones|audiobook/i, "headphones"],
  [/soundbar/i, "speaker"],
  [/smartwatch/i, "smartwatch"],
  [/watch/i, "watch"],
  [/controller|game download/i, "gamepad"],
  [/dress/i, "dress"],
  [/t-shirt|bodysuit/i, "tshirt"],
  [/shirt|blouse|cardigan/i, "shirt"],
  [/coat|jacket|blazer|suit/i, "jacket"],
  [/jeans|trousers|shorts/i, "trousers"],
  [/shoes|sneakers/i, "sneaker"],
  [/backpack/i, "backpack"],
  [/tote/i, "tote"],
  [/\bhat\b/i, "beanie"],
  [/sofa/i, "sofa"],
  [/armchair/i, "armchair"],
  [/dumbbell/i, "dumbbell"],
  [/\bdesk\b|\btable\b/i, "desk"],
  [/bookcase/i, "bookcase"],
  [/wardrobe/i, "wardrobe"],
  [/basket/i, "basket"],
  [/\bpan\b/i, "pan"],
  [/cookware/i, "pot"],
  [/espresso/i, "espresso"],
  [/blender/i, "blender"],
  [/air fryer/i, "airfryer"],
  [/dinner set/i, "plates"],
  [/tea glass/i, "teaglass"],
  [/floor lamp/i, "floorlamp"],
  [/pendant/i, "pendant"],
  [/rug|kilim/i, "rug"],
  [/pillow/i, "pillow"],
  [/duvet/i, "bedding"],
  [/serum/i, "serum"],
  [/cream/i, "creamjar"],
  [/sunscreen|\bgel\b/i, "tube"],
  [/parfum|attar/i, "perfume"],
  [/lipstick/i, "lipstick"],
  [/palette/i, "palette"],
  [/toothbrush/i, "toothbrush"],
  [/hair dryer/i, "hairdryer"],
  [/vitamin|protein/i, "pills"],
  [/yoga mat|sleeping bag/i, "yogamat"],
  [/\btent\b/i, "tent"],
  [/bike helmet/i, "helmet"],
  [/bike/i, "bicycle"],
  [/book|novel|story collection/i, "book"],
  [/licence|subscription|gift card/i, "card"],
  [/building blocks/i, "blocks"],
  [/\btrain\b/i, "train"],
  [/board game/i, "boardgame"],
  [/puzzle/i, "puzzle"],
  [/stroller|car seat/i, "stroller"],
  [/hatchback|suv/i, "car"],
  [/scooter/i, "scooter"],
  [/motorcycle/i, "motorcycle"],
  [/apartment|studio/i, "building"],
  [/\bhouse\b|\bland\b/i, "house"],
];

const known = new Map<string, Art>();
/** The drawing of a product template (a wrapped parcel when nothing matches); looked up once per noun. */
export function artOf(t: Pick<ProductTemplate, "noun">): Art {
  let art = known.get(t.noun.en);
  if (!art) {
    art = RULES.find(([re]) => re.test(t.noun.en))?.[1] ?? "gift";
    known.set(t.noun.en, art);
  }
  return art;
}

type ColourSlug = (typeof colors)[number]["slug"];
/** Three colours each drawing comes in (colour slugs of seed/data/words.ts), the first the usual one. */
const PALETTES: Partial<Record<Art, ColourSlug[]>> = {
  phone: ["black", "blue", "white"],
  tablet: ["grey", "black", "pink"],
  ereader: ["black", "navy", "white"],
  laptop: ["grey", "black", "navy"],
  monitor: ["black", "white", "grey"],
  tv: ["black", "grey", "navy"],
  camera: ["black", "grey", "brown"],
  powerbank: ["white", "black", "blue"],
  headphones: ["black", "white", "navy"],
  earbuds: ["white", "black", "pink"],
  smartwatch: ["black", "pink", "green"],
  watch: ["brown", "black", "navy"],
  dress: ["red", "navy", "pink"],
  tshirt: ["white", "navy", "green"],
  shirt: ["blue", "white", "pink"],
  jacket: ["navy", "brown", "grey"],
  trousers: ["navy", "grey", "brown"],
  sneaker: ["red", "white", "blue"],
  backpack: ["brown", "navy", "black"],
  tote: ["brown", "yellow", "black"],
  beanie: ["red", "yellow", "grey"],
  sofa: ["grey", "navy", "green"],
  armchair: ["yellow", "green", "blue"],
  desk: ["white", "brown", "black"],
  bookcase: ["brown", "white", "black"],
  wardrobe: ["brown", "white", "grey"],
  basket: ["brown", "yellow", "grey"],
  pan: ["black", "red", "grey"],
  pot: ["red", "blue", "black"],
  espresso: ["black", "red", "white"],
  blender: ["white", "black", "red"],
  airfryer: ["black", "white", "grey"],
  plates: ["blue", "green", "red"],
  teaglass: ["yellow", "red", "blue"],
  floorlamp: ["black", "white", "yellow"],
  pendant: ["black", "green", "yellow"],
  rug: ["red", "navy", "brown"],
  pillow: ["grey", "yellow", "pink"],
  bedding: ["blue", "pink", "grey"],
  serum: ["yellow", "brown", "pink"],
  creamjar: ["pink", "white", "green"],
  tube: ["yellow", "blue", "green"],
  perfume: ["pink", "yellow", "navy"],
  lipstick: ["red", "pink", "brown"],
  palette: ["brown", "pink", "red"],
  toothbrush: ["white", "blue", "pink"],
  hairdryer: ["black", "pink", "white"],
  pills: ["green", "yellow", "red"],
  dumbbell: ["black", "grey", "red"],
  yogamat: ["green", "pink", "blue"],
  tent: ["green", "yellow", "blue"],
  bicycle: ["green", "red", "navy"],
  helmet: ["white", "red", "black"],
  book: ["navy", "red", "green"],
  card: ["red", "blue", "green"],
  blocks: ["red", "blue", "green"],
  train: ["red", "green", "blue"],
  boardgame: ["brown", "green", "navy"],
  puzzle: ["blue", "yellow", "green"],
  stroller: ["grey", "navy", "pink"],
  car: ["white", "red", "grey"],
  scooter: ["black", "grey", "red"],
  motorcycle: ["red", "black", "blue"],
  house: ["red", "brown", "grey"],
  building: ["yellow", "grey", "brown"],
};

export function paletteOf(kind: Art): ColourSlug[] {
  return PALETTES[kind] ?? ["red", "blue", "green"];
}

/** The studio shot (view 0) and the room shot (view 1) of a drawing in a colour. */
export const PRODUCT_VIEWS = 2;

export function productImageKey(kind: Art, colour: string, view: number): string {
  return `demo/products/${kind}-${colour}-${view}`;
}

function templatesOf(nodes: CategoryNode[]): ProductTemplate[] {
  return nodes.flatMap((n) => [...(n.products ?? []), ...templatesOf(n.children ?? [])]);
}

/** Every drawing some template uses. */
export function usedArts(): Art[] {
  return [...new Set(templatesOf(categoryTree).map(artOf))];
}

/** The whole product picture pool: every used drawing × its palette × the views. */
export function productImageSpecs(): ImageSpec[] {
  const hex = new Map(colors.map((c) => [c.slug, c.hex]));
  return usedArts().flatMap((kind, i) =>
    paletteOf(kind).flatMap((colour) =>
      Array.from({ length: PRODUCT_VIEWS }, (_, view) => ({
        kind: "product" as const,
        key: productImageKey(kind, colour, view),
        // the backdrop takes a faint tint of the product's own colour family
        hue: (i * 37) % 360,
        art: kind,
        colour: hex.get(colour) ?? "#888888",
        view,
      })),
    ),
  );
}

/**
 * The drawing each category shows (by slug), all different where the tree allows: the leaves
 * first, each the first drawing of its products that no other category took, then the
 * branches, each one more from its own subtree, the deepest first.
 */
export function categoryArts(tree: CategoryNode[] = categoryTree): Map<string, Art> {
  const nodes: { node: CategoryNode; depth: number }[] = [];
  const walk = (list: CategoryNode[], depth: number) => {
    for (const node of list) {
      nodes.push({ node, depth });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(tree, 0);
  const leafFirst = [...nodes].sort((a, b) => Number(!!b.node.products?.length) - Number(!!a.node.products?.length) || b.depth - a.depth);
  const taken = new Set<Art>();
  const out = new Map<string, Art>();
  for (const { node } of leafFirst) {
    const arts = templatesOf([node]).map(artOf);
    const pick = arts.find((a) => !taken.has(a)) ?? arts[0] ?? "gift";
    taken.add(pick);
    out.set(node.slug, pick);
  }
  return out;
}
