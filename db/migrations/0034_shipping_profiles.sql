CREATE TABLE "shipping_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_profiles" ADD CONSTRAINT "shipping_profiles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_profiles_shop_idx" ON "shipping_profiles" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_profiles_default_idx" ON "shipping_profiles" USING btree ("shop_id") WHERE "shipping_profiles"."is_default";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_profile_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_profile_id_shipping_profiles_id_fk" FOREIGN KEY ("shipping_profile_id") REFERENCES "public"."shipping_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_shipping_profile_idx" ON "products" USING btree ("shipping_profile_id") WHERE "products"."shipping_profile_id" is not null;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "minimum_order_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "cash_on_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "cash_on_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" jsonb;
