import { sql } from "drizzle-orm";
import { type Database, rowsChanged } from "../../db/client";

/**
 * Lock, in id order, every product row a campaign's writer may touch: the campaign's products
 * (entries and price copies) and `productIds` (the ones being added). Called before the writer's
 * first campaign_products change, so it takes its locks in the order checkout does (products by
 * id, then their campaign rows: orders/take-stock.ts): a checkout selling a campaign's product
 * while an operator or a seller changes that campaign waits its turn instead of deadlocking.
 */
export async function lockCampaignProducts(db: Database, campaignId: number | null, productIds: number[]): Promise<void> {
  const ids = productIds.length
    ? sql.join(
        productIds.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null`;
  const ofCampaign =
    campaignId === null
      ? sql`false`
      : sql`campaign_id = ${campaignId} or id in (select product_id from campaign_products where campaign_id = ${campaignId})`;
  await db.execute(sql`select id from products where ${ofCampaign} or id in (${ids}) order by id for update`);
}

/**
 * Keep the product rows' copy of their campaign's price in step with the campaign (decision 023).
 * Every price path (cards, product page, cart, checkout, order) reads a product's campaign
 * discount and window from its own row (products.campaign_*), so whoever writes a campaign,
 * its window, its status or its products calls this afterwards, in the same transaction:
 *
 * - an active campaign that has not ended gives each of its approved products its discount and
 *   its window (a product takes part in one such campaign at a time: the latest call wins);
 * - a product that left (no longer approved, removed) or whose campaign was switched off or
 *   deleted loses the copy, and with it the campaign's price.
 *
 * The trigger `products_sale_price` recomputes the stored sale price of each row written here.
 * Returns how many product rows it changed. Callers that change campaign_products first lock
 * the campaign's products (`lockCampaignProducts`).
 */
export async function applyCampaignPrices(db: Database, campaignId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const cleared = await db.execute(sql`
    update products p set campaign_id = null, campaign_discount_type = null, campaign_discount_value = 0,
      campaign_starts_at = null, campaign_ends_at = null
    where p.campaign_id = ${campaignId} and not exists (
      select 1 from campaign_products cp join campaigns c on c.id = cp.campaign_id
      where cp.campaign_id = ${campaignId} and cp.product_id = p.id and cp.status = 'approved' and c.is_active)`);
  const copied = await db.execute(sql`
    update products p set campaign_id = c.id, campaign_discount_type = cp.discount_type, campaign_discount_value = cp.discount_value,
      campaign_starts_at = c.starts_at, campaign_ends_at = c.ends_at
    from campaign_products cp join campaigns c on c.id = cp.campaign_id
    where cp.campaign_id = ${campaignId} and cp.product_id = p.id and cp.status = 'approved' and c.is_active and c.ends_at >= ${at}
      and (p.campaign_id is distinct from c.id or p.campaign_discount_type is distinct from cp.discount_type
        or p.campaign_discount_value <> cp.discount_value or p.campaign_starts_at is distinct from c.starts_at
        or p.campaign_ends_at is distinct from c.ends_at)`);
  return rowsChanged(cleared) + rowsChanged(copied);
}
