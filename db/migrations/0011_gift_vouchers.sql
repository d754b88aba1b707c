CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_tail" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"payment_type" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_positive" CHECK ("gift_vouchers"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_hash" ON "gift_vouchers" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_vouchers_buyer_idx" ON "gift_vouchers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_redeemer_idx" ON "gift_vouchers" USING btree ("redeemed_by","redeemed_at");