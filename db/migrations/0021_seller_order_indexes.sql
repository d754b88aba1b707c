DROP INDEX "orders_shop_idx";--> statement-breakpoint
CREATE INDEX "order_groups_email_trgm_idx" ON "order_groups" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_groups_name_trgm_idx" ON "order_groups" USING gin (("shipping_address"->>'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shop_status_idx" ON "orders" USING btree ("shop_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_shop_total_idx" ON "orders" USING btree ("shop_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);