CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expected_price" integer NOT NULL,
	"normal_price" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"price" integer,
	"valid_until" date,
	"refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_prices_positive" CHECK ("quotes"."expected_price" > 0 and ("quotes"."price" is null or "quotes"."price" > 0)),
	CONSTRAINT "quotes_quantity_positive" CHECK ("quotes"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_managers" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "quote_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_replied_by_members_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_member_idx" ON "proposals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "proposals_staff_idx" ON "proposals" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "quotes_member_idx" ON "quotes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_staff_uq" UNIQUE("staff_id");