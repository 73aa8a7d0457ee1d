CREATE TABLE "payment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"payment_no" varchar(64) DEFAULT '' NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"state" varchar(32) DEFAULT '' NOT NULL,
	"amount" integer,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" varchar(16) DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_refund_no" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_notices_received_idx" ON "payment_notices" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_notices_provider_idx" ON "payment_notices" USING btree ("provider","outcome","received_at");--> statement-breakpoint
CREATE INDEX "payment_notices_payment_idx" ON "payment_notices" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_no_uq" ON "payment_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_online_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending' and "payments"."method" = 'online';