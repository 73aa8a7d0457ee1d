CREATE TABLE "trade_up_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"threshold" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_up_activities_threshold" CHECK ("trade_up_activities"."threshold" > 0),
	CONSTRAINT "trade_up_activities_window" CHECK ("trade_up_activities"."ends_at" > "trade_up_activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "trade_up_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price" integer NOT NULL,
	"limit_per_order" integer NOT NULL,
	CONSTRAINT "trade_up_goods_uq" UNIQUE("activity_id","goods_id"),
	CONSTRAINT "trade_up_goods_price" CHECK ("trade_up_goods"."price" > 0),
	CONSTRAINT "trade_up_goods_limit" CHECK ("trade_up_goods"."limit_per_order" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "trade_up_goods" ADD CONSTRAINT "trade_up_goods_activity_id_trade_up_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."trade_up_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_up_goods" ADD CONSTRAINT "trade_up_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_up_goods_goods_idx" ON "trade_up_goods" USING btree ("goods_id");