ALTER TABLE "categories" ADD COLUMN "return_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "return_days" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_days" CHECK ("categories"."return_days" is null or "categories"."return_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_return_days" CHECK ("shops"."return_days" is null or "shops"."return_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;
