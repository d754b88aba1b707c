CREATE INDEX "order_groups_email_idx" ON "order_groups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("created_at") WHERE status = 'pending';