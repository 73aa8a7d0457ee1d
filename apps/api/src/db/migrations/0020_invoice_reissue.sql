DROP INDEX "invoices_blue_order_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_blue_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'blue' and "invoices"."voided_at" is null;