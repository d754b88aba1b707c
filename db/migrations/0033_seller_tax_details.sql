ALTER TABLE "shops" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "legal_address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "tax_country" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;
