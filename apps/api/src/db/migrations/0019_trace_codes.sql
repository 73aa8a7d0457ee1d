CREATE TABLE "order_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "order_receipt_lines_units_pos" CHECK ("order_receipt_lines"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"received_by" varchar(32) NOT NULL,
	"codes" integer DEFAULT 0 NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"shipped_by" integer,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_id" integer,
	"received_at" timestamp with time zone,
	"return_after_sale_id" integer,
	"returned_at" timestamp with time zone,
	CONSTRAINT "trace_codes_units_pos" CHECK ("trace_codes"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_required" boolean;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_prefix" varchar(7) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_pack_prefix" varchar(7) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_pack_ratio" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_own_codes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_receipt_lines" ADD CONSTRAINT "order_receipt_lines_receipt_id_order_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."order_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipt_lines" ADD CONSTRAINT "order_receipt_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_shipped_by_members_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_return_after_sale_id_after_sales_id_fk" FOREIGN KEY ("return_after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_receipt_lines_receipt_idx" ON "order_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "order_receipts_order_idx" ON "order_receipts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_codes_out_uq" ON "trace_codes" USING btree ("code") WHERE "trace_codes"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "trace_codes_code_idx" ON "trace_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trace_codes_order_idx" ON "trace_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trace_codes_line_idx" ON "trace_codes" USING btree ("order_line_id");