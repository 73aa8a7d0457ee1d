ALTER TABLE "goods" ADD COLUMN "barcode" varchar(13) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_barcode_idx" ON "goods" USING btree ("barcode") WHERE "goods"."barcode" <> '';