ALTER TABLE "products" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_discount_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_discount_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "campaign_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "short_description" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_unit_cents" bigint;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_campaign_idx" ON "products" USING btree ("campaign_id") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "products_campaign_starts_idx" ON "products" USING btree ("campaign_starts_at") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "products_campaign_ends_idx" ON "products" USING btree ("campaign_ends_at") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("ends_at","starts_at") WHERE is_active;--> statement-breakpoint
-- The price the shopper pays at a moment with the product's campaign: the lower of its own
-- special discount's price and its campaign's price, both from the list price; they never stack
-- (domain/catalog/pricing.ts paidPrice, decision 023).
CREATE OR REPLACE FUNCTION product_paid_cents(price bigint, dtype text, dvalue integer, starts timestamptz, ends timestamptz,
  ctype text, cvalue integer, cstarts timestamptz, cends timestamptz, at timestamptz)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT least(
    product_sale_price_cents(price, dtype, dvalue, starts, ends, at),
    CASE WHEN ctype IS NULL OR cstarts IS NULL OR cends IS NULL THEN price
      ELSE product_sale_price_cents(price, ctype, cvalue, cstarts, cends, at) END
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sale_price_cents := product_paid_cents(NEW.price_cents, NEW.discount_type, NEW.discount_value, NEW.discount_starts_at, NEW.discount_ends_at,
    NEW.campaign_discount_type, NEW.campaign_discount_value, NEW.campaign_starts_at, NEW.campaign_ends_at, now());
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER products_sale_price ON products;--> statement-breakpoint
CREATE TRIGGER products_sale_price BEFORE INSERT OR UPDATE OF price_cents, discount_type, discount_value, discount_starts_at, discount_ends_at,
  campaign_discount_type, campaign_discount_value, campaign_starts_at, campaign_ends_at
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_sale_price();
