CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"shop_id" integer,
	"category_id" integer,
	"product_id" integer,
	"percent_bp" integer,
	"fixed_fee_cents" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_some_fee" CHECK ("commission_rules"."percent_bp" is not null or "commission_rules"."fixed_fee_cents" is not null),
	CONSTRAINT "commission_rules_percent" CHECK ("commission_rules"."percent_bp" is null or "commission_rules"."percent_bp" between 0 and 10000),
	CONSTRAINT "commission_rules_fixed" CHECK ("commission_rules"."fixed_fee_cents" is null or "commission_rules"."fixed_fee_cents" >= 0),
	CONSTRAINT "commission_rules_window" CHECK ("commission_rules"."ends_at" is null or "commission_rules"."ends_at" > "commission_rules"."starts_at"),
	CONSTRAINT "commission_rules_target" CHECK (("commission_rules"."scope" = 'seller' and "commission_rules"."shop_id" is not null and "commission_rules"."category_id" is null and "commission_rules"."product_id" is null)
        or ("commission_rules"."scope" = 'category' and "commission_rules"."category_id" is not null and "commission_rules"."shop_id" is null and "commission_rules"."product_id" is null)
        or ("commission_rules"."scope" = 'product' and "commission_rules"."product_id" is not null and "commission_rules"."shop_id" is null and "commission_rules"."category_id" is null))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "funded_by" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "seller_share_bp" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "funded_by" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "seller_share_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_fixed_cents" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fee_tax_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "platform_funded_discount_cents" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seller_funded_discount_cents" bigint;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_target_idx" ON "commission_rules" USING btree ("scope","shop_id","category_id","product_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_seller_share" CHECK ("campaigns"."seller_share_bp" is null or "campaigns"."seller_share_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_share" CHECK ("coupons"."seller_share_bp" is null or "coupons"."seller_share_bp" between 0 and 10000);