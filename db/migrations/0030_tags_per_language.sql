ALTER TABLE "products" ADD COLUMN "tag_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "tag_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;