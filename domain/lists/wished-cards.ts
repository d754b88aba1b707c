import type { Database } from "../../db/client";
import { wishlistIds } from "./list-state";

type Card = { id: number; user_wishlist?: boolean };

/**
 * The viewer's own `user_wishlist` on product cards. Listings and product details are built
 * (and cached) for every visitor alike, so their cards say false; a JSON answer marks them for
 * the signed-in viewer with one query of their wished ids. The cards are copied, never changed
 * in place: the same objects may sit in a cache that other visitors read. A guest's stay as they are.
 */
export async function wishedMarker(db: Database, userId: number | null): Promise<<T extends Card>(cards: T[]) => T[]> {
  if (userId === null) return (cards) => cards;
  const wished = new Set(await wishlistIds(db, userId));
  return (cards) => cards.map((card) => ({ ...card, user_wishlist: wished.has(card.id) }));
}

/** A home feed's components with their product-card lists marked, also a category section's (other components as they are). */
export function markComponents(components: Record<string, unknown>, mark: <T extends Card>(cards: T[]) => T[]): Record<string, unknown> {
  const isCards = (v: unknown): v is Card[] =>
    Array.isArray(v) && v.length > 0 && typeof v[0] === "object" && v[0] !== null && "user_wishlist" in v[0];
  // a category section holds its cards under `products`
  const withCards = (v: unknown): v is { products: Card[] } =>
    typeof v === "object" && v !== null && !Array.isArray(v) && isCards((v as { products?: unknown }).products);
  return Object.fromEntries(
    Object.entries(components).map(([key, value]) => [
      key,
      isCards(value) ? mark(value) : withCards(value) ? { ...value, products: mark(value.products) } : value,
    ]),
  );
}
