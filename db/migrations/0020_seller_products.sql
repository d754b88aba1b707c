ALTER TABLE "products" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_title" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shop_updated_idx" ON "products" USING btree ("shop_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("shop_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_shop_stock_idx" ON "products" USING btree ("shop_id","stock","id");--> statement-breakpoint
CREATE INDEX "products_pending_idx" ON "products" USING btree ("updated_at") WHERE approval = 'pending';