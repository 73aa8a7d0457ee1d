CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"bank_name" varchar(64) DEFAULT '' NOT NULL,
	"bank_ref" varchar(64) NOT NULL,
	"paid_on" date NOT NULL,
	"voucher" text NOT NULL,
	"purpose" varchar(16) DEFAULT 'balance' NOT NULL,
	"order_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"source" varchar(16) NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_by_name" varchar(32) NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" varchar(32) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_pos" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target" varchar(16) NOT NULL,
	"member_id" integer,
	"customer_group" varchar(32) DEFAULT '' NOT NULL,
	"target_name" varchar(140) NOT NULL,
	"member_count" integer NOT NULL,
	"amount" integer NOT NULL,
	"valid_to" timestamp with time zone,
	"reason" varchar(200) NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_grants_amount_pos" CHECK ("finance_grants"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_no_uq" ON "bank_transfers" USING btree ("transfer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_ref_uq" ON "bank_transfers" USING btree ("bank_ref") WHERE "bank_transfers"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_member_idx" ON "bank_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_grants_created_idx" ON "finance_grants" USING btree ("created_at");