CREATE TABLE "recall_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"units_held" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"destroyed_units" integer DEFAULT 0 NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "recall_buyers_destroyed_nonneg" CHECK ("recall_buyers"."destroyed_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recall_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"after_sale_id" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recall_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"after_sale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_no" varchar(32) NOT NULL,
	"level" smallint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"instructions" varchar(2000) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"close_note" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temperature_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"readings" jsonb NOT NULL,
	"min_tenths" smallint NOT NULL,
	"max_tenths" smallint NOT NULL,
	"max_gap_seconds" integer NOT NULL,
	"excursions" jsonb NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_note" varchar(200) DEFAULT '' NOT NULL,
	"after_sale_id" integer
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_min" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_max" smallint DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD COLUMN "recalled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD COLUMN "recalled_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_batches" ADD CONSTRAINT "recall_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_buyers" ADD CONSTRAINT "recall_buyers_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_buyers" ADD CONSTRAINT "recall_buyers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_holds" ADD CONSTRAINT "recall_holds_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_holds" ADD CONSTRAINT "recall_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_holds" ADD CONSTRAINT "recall_holds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_holds" ADD CONSTRAINT "recall_holds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_records" ADD CONSTRAINT "temperature_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_records" ADD CONSTRAINT "temperature_records_uploaded_by_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_records" ADD CONSTRAINT "temperature_records_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_batches_batch_uq" ON "recall_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "recall_batches_recall_idx" ON "recall_batches" USING btree ("recall_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_buyers_uq" ON "recall_buyers" USING btree ("recall_id","member_id");--> statement-breakpoint
CREATE INDEX "recall_buyers_member_idx" ON "recall_buyers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_holds_line_uq" ON "recall_holds" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "recall_holds_recall_idx" ON "recall_holds" USING btree ("recall_id");--> statement-breakpoint
CREATE INDEX "recall_holds_order_idx" ON "recall_holds" USING btree ("order_id") WHERE "recall_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "recall_returns_uq" ON "recall_returns" USING btree ("recall_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_no_uq" ON "recalls" USING btree ("recall_no");--> statement-breakpoint
CREATE INDEX "recalls_created_idx" ON "recalls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temperature_records_order_uq" ON "temperature_records" USING btree ("order_id");