ALTER TABLE "messages" ADD COLUMN "dedupe_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_uq" ON "messages" USING btree ("member_id","dedupe_key");