ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind" ON "ledger_accounts" USING btree ("kind","currency_code") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_platform_owner" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."kind" like 'platform_%'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
-- Decision 071: every entry already booked gets its counter-entry on the marketplace's account
-- of its currency, the one `contraOf` (domain/ledger/contra.ts) names for its kind.
INSERT INTO "ledger_accounts" ("user_id", "kind", "currency_code")
SELECT DISTINCT NULL::integer, c.kind, e."currency_code"
FROM "ledger_entries" e
CROSS JOIN (VALUES ('platform_receipts'), ('platform_clearing'), ('platform_commission'), ('platform_promotions')) AS c(kind)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_id", "kind", "amount_minor", "currency_code", "balance_after", "ref_type", "ref_id", "idempotency_key", "note", "created_at")
SELECT p."id", 'contra', -e."amount_minor", e."currency_code", 0, e."ref_type", e."ref_id", e."idempotency_key" || '#contra', e."kind", e."created_at"
FROM "ledger_entries" e
JOIN "ledger_accounts" p ON p."user_id" IS NULL AND p."currency_code" = e."currency_code" AND p."kind" = CASE
  WHEN e."kind" IN ('opening_balance', 'reward_earned', 'reward_converted', 'affiliate_commission') THEN 'platform_promotions'
  WHEN e."kind" IN ('recharge', 'withdrawal') THEN 'platform_receipts'
  ELSE 'platform_clearing' END
ORDER BY e."id";--> statement-breakpoint
-- orders delivered before this change were shared out on delivery
UPDATE "orders" SET "settled_at" = "updated_at" WHERE "status" = 'delivered';
