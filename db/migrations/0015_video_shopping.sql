CREATE TABLE "video_shoppings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"meta_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"style" text DEFAULT 'style_1' NOT NULL,
	"video_type" text NOT NULL,
	"video_url" text NOT NULL,
	"captions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview_thumbnails" text,
	"thumbnail" text,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"enable_related_product" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_shoppings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "video_shoppings" ADD CONSTRAINT "video_shoppings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_shoppings_listing_idx" ON "video_shoppings" USING btree ("status","created_at");