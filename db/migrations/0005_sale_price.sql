DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The price the shopper pays at a moment: domain/catalog/pricing.ts (isDiscountRunning, discountedCents) in SQL.
CREATE OR REPLACE FUNCTION product_sale_price_cents(price bigint, dtype text, dvalue integer, starts timestamptz, ends timestamptz, at timestamptz)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN dtype IS NULL OR dvalue <= 0 OR (starts IS NOT NULL AND starts > at) OR (ends IS NOT NULL AND ends < at) THEN price
    WHEN dtype = 'flat' THEN greatest(0, price - dvalue)
    ELSE (price * (10000 - least(dvalue, 10000)) + 5000) / 10000
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sale_price_cents := product_sale_price_cents(NEW.price_cents, NEW.discount_type, NEW.discount_value, NEW.discount_starts_at, NEW.discount_ends_at, now());
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_sale_price BEFORE INSERT OR UPDATE OF price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_sale_price();--> statement-breakpoint
UPDATE "products" SET "sale_price_cents" = product_sale_price_cents(price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at, now());--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price_cents","id") WHERE is_visible;--> statement-breakpoint
CREATE INDEX "products_discount_starts_idx" ON "products" USING btree ("discount_starts_at") WHERE discount_type is not null;--> statement-breakpoint
CREATE INDEX "products_discount_ends_idx" ON "products" USING btree ("discount_ends_at") WHERE discount_type is not null;
