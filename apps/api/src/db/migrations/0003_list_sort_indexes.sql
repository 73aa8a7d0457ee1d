CREATE INDEX "goods_price_idx" ON "goods" USING btree ("base_price","id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "goods_batches_on_sale_idx" ON "goods_batches" USING btree ("expires_on","goods_id") WHERE "goods_batches"."stock" > 0;