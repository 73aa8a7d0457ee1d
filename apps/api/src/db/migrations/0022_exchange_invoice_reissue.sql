CREATE TABLE "after_sale_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"after_sale_line_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_replacements_quantity_pos" CHECK ("after_sale_replacements"."quantity" > 0)
);
--> statement-breakpoint
DROP INDEX "invoices_blue_order_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_replacements" ADD CONSTRAINT "after_sale_replacements_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_replacements" ADD CONSTRAINT "after_sale_replacements_after_sale_line_id_after_sale_lines_id_fk" FOREIGN KEY ("after_sale_line_id") REFERENCES "public"."after_sale_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_replacements" ADD CONSTRAINT "after_sale_replacements_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_replacements" ADD CONSTRAINT "after_sale_replacements_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_replacements_sale_idx" ON "after_sale_replacements" USING btree ("after_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_blue_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'blue' and "invoices"."voided_at" is null;