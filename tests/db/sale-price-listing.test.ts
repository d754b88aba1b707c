import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { categories, products } from "../../db/schema";
import { filterData } from "../../domain/catalog/filter-data";
import { type ListProductsInput, listProducts } from "../../domain/catalog/list-products";
import { filtersFromQuery } from "../../domain/catalog/listing-filters";
import { discountedCents } from "../../domain/catalog/pricing";
import { refreshSalePrices } from "../../domain/catalog/sale-prices";
import type { Viewer } from "../../domain/context";
import { seedSmallCatalog } from "../setup/small-catalog";
import { testCtx } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const viewer: Viewer = { sessionHash: "s", userId: null, locale: "en", currencyCode: "USD" };
const DAY = 86_400_000;

/**
 * Sorting by price, the price filter and the price facet use the price the shopper pays (after
 * the running discount), the one the cards show, not the list price.
 */
describeOnDatabases("listing by the price paid", { seed: false }, (on) => {
  let database: DatabaseHandle;
  const ctx = () => testCtx(database.db, new Date());
  const list = (input: Omit<ListProductsInput, "type" | "slug">) =>
    listProducts(ctx(), viewer, { type: "category", slug: "deals", ...input });
  const slugs = async (input: Omit<ListProductsInput, "type" | "slug">) => (await list(input)).data.map((p) => p.slug);

  beforeAll(async () => {
    database = on.database;
    await seedSmallCatalog(database.db);
    const [shop] = await database.db.select({ id: products.shopId }).from(products).limit(1);
    const [deals] = await database.db
      .insert(categories)
      .values({ slug: "deals", name: { en: "Deals" }, path: "", depth: 0 })
      .returning({ id: categories.id });
    await database.db
      .update(categories)
      .set({ path: `/${deals.id}/` })
      .where(eq(categories.id, deals.id));
    const now = Date.now();
    const base = { shopId: shop.id, categoryId: deals.id, stock: 5, createdAt: new Date(now - DAY) };
    const running = { discountType: "percentage" as const, discountStartsAt: new Date(now - DAY), discountEndsAt: new Date(now + 3 * DAY) };
    await database.db.insert(products).values([
      // list 100.00, 50 % off now: pays 50.00
      { ...base, slug: "half-off", name: { en: "Half off" }, priceCents: 10_000, ...running, discountValue: 5000 },
      // 60.00, no discount
      { ...base, slug: "sixty", name: { en: "Sixty" }, priceCents: 6_000 },
      // list 52.00, its 50 % ended yesterday: pays 52.00
      {
        ...base,
        slug: "ended-deal",
        name: { en: "Ended deal" },
        priceCents: 5_200,
        ...running,
        discountValue: 5000,
        discountEndsAt: new Date(now - DAY / 2),
      },
      // list 54.00, 20 % off from tomorrow: pays 54.00
      {
        ...base,
        slug: "future-deal",
        name: { en: "Future deal" },
        priceCents: 5_400,
        ...running,
        discountValue: 2000,
        discountStartsAt: new Date(now + DAY),
      },
      // list 58.00, 5.00 off now: pays 53.00
      { ...base, slug: "flat-off", name: { en: "Flat off" }, priceCents: 5_800, ...running, discountType: "flat", discountValue: 500 },
    ]);
  });

  it("sorts by the price paid, low to high and high to low, in the order of the cards' sale prices", async () => {
    expect(await slugs({ sort: "price_low" })).toEqual(["half-off", "ended-deal", "flat-off", "future-deal", "sixty"]);
    expect(await slugs({ sort: "price_high" })).toEqual(["sixty", "future-deal", "flat-off", "ended-deal", "half-off"]);
    const cards = (await list({ sort: "price_low" })).data;
    expect(cards.map((c) => c.sale_price)).toEqual(["50.00", "52.00", "53.00", "54.00", "60.00"]);
    expect(cards[0]).toMatchObject({ price: "100.00", has_discount: true });
  });

  it("filters on the price paid: list 100 at 50 % off is found by max_price=55 and not by min_price=55", async () => {
    const byQuery = (q: Record<string, string>) => filtersFromQuery((name) => (q[name] === undefined ? [] : [q[name]])) as never;
    expect(await slugs({ sort: "price_low", filters: byQuery({ max_price: "55" }) })).toEqual([
      "half-off",
      "ended-deal",
      "flat-off",
      "future-deal",
    ]);
    expect(await slugs({ sort: "price_low", filters: byQuery({ min_price: "55" }) })).toEqual(["sixty"]);
    expect(await slugs({ sort: "price_low", filters: byQuery({ min_price: "52.5", max_price: "53.5" }) })).toEqual(["flat-off"]);
    // in another currency the bounds convert first (EUR 0.92: 46 EUR is 50 USD)
    const eur = await listProducts(
      ctx(),
      { ...viewer, currencyCode: "EUR" },
      { type: "category", slug: "deals", sort: "price_low", filters: byQuery({ max_price: "46" }) },
    );
    expect(eur.data.map((p) => p.slug)).toEqual(["half-off"]);
  });

  it("the price facet spans the prices paid", async () => {
    const facts = await filterData(ctx(), viewer, { type: "category", slug: "deals" });
    expect(facts.price_range).toMatchObject({ min_base: "50.00", max_base: "60.00" });
  });

  it("the offers listing holds the products whose discount runs now (as their cards say), not the ended or future ones", async () => {
    const [deals] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "deals"));
    const offers = await listProducts(ctx(), viewer, { type: "offer", filters: { categories: [deals.id] } as never });
    expect(offers.data.map((p) => p.slug).sort()).toEqual(["flat-off", "half-off"]);
    expect(offers.data.every((p) => p.has_discount)).toBe(true);
  });

  it("follows a written price or discount at once, and a discount window's end through refreshSalePrices", async () => {
    await database.db.update(products).set({ discountValue: 0, discountType: null }).where(eq(products.slug, "half-off"));
    expect((await slugs({ sort: "price_low" })).at(-1)).toBe("half-off");
    await database.db.update(products).set({ discountType: "percentage", discountValue: 5000 }).where(eq(products.slug, "half-off"));
    expect((await slugs({ sort: "price_low" }))[0]).toBe("half-off");
    // a discount that ran out since its row was written: its stored price is the old one until refreshed
    await database.db.execute(sql`update products set sale_price_cents = 2600 where slug = 'ended-deal'`);
    expect((await slugs({ sort: "price_low" }))[0]).toBe("ended-deal");
    // the minute's run looks only at windows that moved since its last run: this one ended 12 hours ago
    expect(await refreshSalePrices(database.db, { since: new Date(Date.now() - 60_000) })).toBe(0);
    expect(await refreshSalePrices(database.db, { since: new Date(Date.now() - DAY) })).toBe(1);
    expect((await slugs({ sort: "price_low" })).slice(0, 2)).toEqual(["half-off", "ended-deal"]);
    // the full run (at start) looks at every discount
    await database.db.execute(sql`update products set sale_price_cents = 2600 where slug = 'future-deal'`);
    expect(await refreshSalePrices(database.db)).toBe(1);
    expect(await refreshSalePrices(database.db)).toBe(0);
  });

  it("follows a campaign's price: the lower of the own and the campaign discount, and its window's end through refreshSalePrices", async () => {
    const now = Date.now();
    const campaign = (startsAt: Date, endsAt: Date) => ({
      campaignId: 1,
      campaignDiscountType: "percentage" as const,
      campaignDiscountValue: 6000,
      campaignStartsAt: startsAt,
      campaignEndsAt: endsAt,
    });
    // sixty (60.00) in a running campaign at 60 % off: 24.00, the cheapest
    await database.db
      .update(products)
      .set(campaign(new Date(now - DAY), new Date(now + DAY)))
      .where(eq(products.slug, "sixty"));
    expect((await slugs({ sort: "price_low" }))[0]).toBe("sixty");
    expect((await list({ sort: "price_low" })).data[0]).toMatchObject({ sale_price: "24.00", campaign_id: 1 });
    // half-off (100.00, own 50 %) in a campaign at 60 %: the lower wins, 40.00; they never stack (20.00)
    await database.db
      .update(products)
      .set(campaign(new Date(now - DAY), new Date(now + DAY)))
      .where(eq(products.slug, "half-off"));
    const [half] = rowsOf<{ cents: string | number }>(
      await database.db.execute(sql`select sale_price_cents as cents from products where slug = 'half-off'`),
    );
    expect(Number(half.cents)).toBe(4000);
    // the campaign ended an hour ago while the row kept its price: the minute's run puts it back
    await database.db.execute(sql`alter table products disable trigger products_sale_price`);
    await database.db.execute(
      sql`update products set campaign_ends_at = ${new Date(now - 3_600_000).toISOString()}, sale_price_cents = 2400 where slug = 'sixty'`,
    );
    await database.db.execute(sql`alter table products enable trigger products_sale_price`);
    expect(await refreshSalePrices(database.db, { since: new Date(now - 60_000) })).toBe(0);
    expect(await refreshSalePrices(database.db, { since: new Date(now - 2 * 3_600_000) })).toBe(1);
    expect((await slugs({ sort: "price_low" })).at(-1)).toBe("sixty");
    expect((await list({ sort: "price_high" })).data[0]).toMatchObject({ sale_price: "60.00", campaign_id: null });
  });

  it("the database's rule gives the same cents as pricing.ts, rounding included", async () => {
    const cases: [number, "flat" | "percentage", number][] = [];
    for (const price of [0, 1, 99, 1999, 12_345, 99_999_999])
      for (const [type, value] of [
        ["percentage", 1],
        ["percentage", 1250],
        ["percentage", 3333],
        ["percentage", 5000],
        ["percentage", 10000],
        ["percentage", 12000],
        ["flat", 1],
        ["flat", 500],
        ["flat", 200_000_000],
      ] as const)
        cases.push([price, type, value]);
    const values = sql.join(
      cases.map(([p, t, v], i) => sql`(${i}::integer, ${p}::bigint, ${t}::text, ${v}::integer)`),
      sql`, `,
    );
    const rows = rowsOf<{ cents: string | number }>(
      await database.db.execute(
        sql`select product_sale_price_cents(p, t, v, null, null, now()) as cents from (values ${values}) as c(i, p, t, v) order by i`,
      ),
    );
    expect(rows.map((r) => Number(r.cents))).toEqual(cases.map(([p, t, v]) => discountedCents(p, t, v)));
  });
});
