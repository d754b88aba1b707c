CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_date" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"currency_code" text NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_date_method" UNIQUE("run_date","method")
);
--> statement-breakpoint
CREATE TABLE "seller_payout_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"minimum_minor" bigint DEFAULT 0 NOT NULL,
	"method" text DEFAULT 'bank_transfer' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"stripe_account_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "account_holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "provider_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payout_settings" ADD CONSTRAINT "seller_payout_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD CONSTRAINT "seller_payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_payouts_batch_shop" ON "seller_payouts" USING btree ("batch_id","shop_id");