ALTER TABLE "shops" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "policies" jsonb DEFAULT '{}'::jsonb NOT NULL;