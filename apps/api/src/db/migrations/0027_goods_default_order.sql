DROP INDEX "goods_pinned_idx";--> statement-breakpoint
CREATE INDEX "goods_default_order_idx" ON "goods" USING btree ("sort","sales","id");