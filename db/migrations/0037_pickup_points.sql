CREATE TABLE "pickup_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pickup_point_id" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"code_hash" text NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collected_by" integer,
	"collected_at" timestamp with time zone,
	CONSTRAINT "pickup_parcels_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_point_shops" (
	"pickup_point_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "pickup_point_shops_pickup_point_id_shop_id_pk" PRIMARY KEY("pickup_point_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"max_days" integer DEFAULT 3 NOT NULL,
	"all_shops" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"keeper_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_points_figures" CHECK ("pickup_points"."fee_cents" >= 0 and "pickup_points"."min_days" >= 0 and "pickup_points"."max_days" >= "pickup_points"."min_days")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_parcels" ADD CONSTRAINT "pickup_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_parcels" ADD CONSTRAINT "pickup_parcels_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_parcels" ADD CONSTRAINT "pickup_parcels_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_parcels" ADD CONSTRAINT "pickup_parcels_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_point_shops" ADD CONSTRAINT "pickup_point_shops_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_point_shops" ADD CONSTRAINT "pickup_point_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_keeper_user_id_users_id_fk" FOREIGN KEY ("keeper_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_parcels_point_idx" ON "pickup_parcels" USING btree ("pickup_point_id","status");--> statement-breakpoint
CREATE INDEX "pickup_points_keeper_idx" ON "pickup_points" USING btree ("keeper_user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pickup_point_idx" ON "orders" USING btree ("pickup_point_id") WHERE "orders"."pickup_point_id" is not null;
