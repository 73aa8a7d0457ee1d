CREATE TABLE "activity_taps" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"url" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"destination" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"reversed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_grants_reversed_le_amount" CHECK ("cashback_grants"."reversed" <= "cashback_grants"."amount")
);
--> statement-breakpoint
CREATE TABLE "cashback_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"threshold" integer NOT NULL,
	"amount" integer NOT NULL,
	"destination" varchar(16) DEFAULT 'balance' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"claim_starts_at" timestamp with time zone NOT NULL,
	"claim_ends_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 1 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_claimed_le_total" CHECK ("coupon_templates"."claimed" <= "coupon_templates"."total"),
	CONSTRAINT "coupon_templates_amount_pos" CHECK ("coupon_templates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"coupon_threshold" integer DEFAULT 0 NOT NULL,
	"coupon_days" integer DEFAULT 30 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_prizes_stock_nonneg" CHECK ("draw_prizes"."stock" >= 0),
	CONSTRAINT "draw_prizes_weight_nonneg" CHECK ("draw_prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"prize_id" integer,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"times_per_member" integer DEFAULT 1 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_member" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"coupon_threshold" integer DEFAULT 0 NOT NULL,
	"coupon_days" integer DEFAULT 30 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_stock_nonneg" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_points_pos" CHECK ("points_goods"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"points_goods_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"points" integer NOT NULL,
	"consignee" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"logistics_company" varchar(32) DEFAULT '' NOT NULL,
	"logistics_no" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "points_orders_number_pos" CHECK ("points_orders"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "storewide_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"rate_permille" integer NOT NULL,
	"excluded_goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"excluded_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	CONSTRAINT "storewide_discounts_rate" CHECK ("storewide_discounts"."rate_permille" > 0 and "storewide_discounts"."rate_permille" < 1000)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "cashback_grants" ADD CONSTRAINT "cashback_grants_rule_id_cashback_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cashback_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_grants" ADD CONSTRAINT "cashback_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prizes" ADD CONSTRAINT "draw_prizes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_points_goods_id_points_goods_id_fk" FOREIGN KEY ("points_goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_taps_url_idx" ON "activity_taps" USING btree ("url","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_grants_order_uq" ON "cashback_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "draw_prizes_draw_idx" ON "draw_prizes" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "draw_records_draw_member_idx" ON "draw_records" USING btree ("draw_id","member_id");--> statement-breakpoint
CREATE INDEX "draw_records_draw_idx" ON "draw_records" USING btree ("draw_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_no_uq" ON "points_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "points_orders_member_idx" ON "points_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_orders_goods_member_idx" ON "points_orders" USING btree ("points_goods_id","member_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_template_idx" ON "coupons" USING btree ("template_id","member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_points_nonneg" CHECK ("members"."points" >= 0);--> statement-breakpoint
-- Points held before the ledger existed become its opening entries, so members.points stays the ledger sum.
INSERT INTO "points_ledger" ("member_id", "amount", "kind", "note") SELECT "id", "points", 'grant', '期初积分' FROM "members" WHERE "points" > 0;
