CREATE TABLE "riders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"vehicle" text DEFAULT 'motorbike' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_user" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "rider_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rider_id" integer NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"code_hash" text NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"collect_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"proof" text,
	"proof_picture" text,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_deliveries_order" UNIQUE("order_id"),
	CONSTRAINT "rider_deliveries_amounts" CHECK ("rider_deliveries"."collect_minor" >= 0 and "rider_deliveries"."commission_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rider_hand_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"rider_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_hand_ins_key" UNIQUE("idempotency_key"),
	CONSTRAINT "rider_hand_ins_positive" CHECK ("rider_hand_ins"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_deliveries" ADD CONSTRAINT "rider_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_deliveries" ADD CONSTRAINT "rider_deliveries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_deliveries" ADD CONSTRAINT "rider_deliveries_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_hand_ins" ADD CONSTRAINT "rider_hand_ins_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_hand_ins" ADD CONSTRAINT "rider_hand_ins_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_deliveries_rider_idx" ON "rider_deliveries" USING btree ("rider_id","status","assigned_at");--> statement-breakpoint
CREATE INDEX "rider_hand_ins_rider_idx" ON "rider_hand_ins" USING btree ("rider_id","created_at");--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "uses_marketplace_riders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_collected_cash" boolean DEFAULT false NOT NULL;
