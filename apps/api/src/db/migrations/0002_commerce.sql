CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"goods_id" integer,
	"ref_id" integer DEFAULT 0 NOT NULL,
	"number" integer NOT NULL,
	"is_selected" smallint DEFAULT 1 NOT NULL,
	"shown_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_uq" UNIQUE NULLS NOT DISTINCT("member_id","type","goods_id","ref_id"),
	CONSTRAINT "cart_items_number_range" CHECK ("cart_items"."number" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "combination_items_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "full_reduction_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "full_reduction_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "full_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"tiers" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"buy_number" integer NOT NULL,
	"gift_goods_id" integer,
	"gift_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"source" varchar(16) DEFAULT 'grant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_vouchers_amount_pos" CHECK ("cash_vouchers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_pos" CHECK ("coupons"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" integer NOT NULL,
	"days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"after_sale_id" integer,
	"amount" integer NOT NULL,
	"refund_no" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_pos" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"order_id" integer,
	"method" varchar(16) NOT NULL,
	"provider" varchar(16) DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider_trade_no" varchar(64) DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonneg" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "red_packet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sale_lines_quantity_pos" CHECK ("after_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"destination" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_refunds_nonneg" CHECK ("after_sale_refunds"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'applied' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"text" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"line_type" smallint DEFAULT 0 NOT NULL,
	"ref_id" integer DEFAULT 0 NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"dosage_form" varchar(20) DEFAULT '' NOT NULL,
	"manufacturer" varchar(100) NOT NULL,
	"approval_number" varchar(64) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"manjian_share" integer DEFAULT 0 NOT NULL,
	"coupon_share" integer DEFAULT 0 NOT NULL,
	"red_packet_share" integer DEFAULT 0 NOT NULL,
	"cash_voucher_share" integer DEFAULT 0 NOT NULL,
	"paid_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_pos" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_shares_nonneg" CHECK ("order_lines"."manjian_share" >= 0 and "order_lines"."coupon_share" >= 0 and "order_lines"."red_packet_share" >= 0 and "order_lines"."cash_voucher_share" >= 0 and "order_lines"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'unpaid' NOT NULL,
	"consignee" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address" varchar(300) NOT NULL,
	"invoice_type" smallint DEFAULT 0 NOT NULL,
	"invoice_title" varchar(100) DEFAULT '' NOT NULL,
	"tax_number" varchar(32) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"goods_amount" integer NOT NULL,
	"manjian_amount" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"red_packet_amount" integer DEFAULT 0 NOT NULL,
	"cash_voucher_amount" integer DEFAULT 0 NOT NULL,
	"payable_amount" integer NOT NULL,
	"coupon_id" integer,
	"cash_voucher_id" integer,
	"pay_method" varchar(16),
	"paid_at" timestamp with time zone,
	"has_special" boolean DEFAULT false NOT NULL,
	"receipt_status" varchar(16) DEFAULT 'none' NOT NULL,
	"receipt_image" text DEFAULT '' NOT NULL,
	"receipt_note" varchar(200) DEFAULT '' NOT NULL,
	"logistics_company" varchar(32) DEFAULT '' NOT NULL,
	"logistics_no" varchar(64) DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(100) DEFAULT '' NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payable_nonneg" CHECK ("orders"."payable_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_goods" ADD CONSTRAINT "full_reduction_goods_activity_id_full_reductions_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."full_reductions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_goods" ADD CONSTRAINT "full_reduction_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_ledger" ADD CONSTRAINT "red_packet_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_member_idx" ON "cart_items" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "full_reduction_goods_goods_idx" ON "full_reduction_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "gift_rules_goods_idx" ON "gift_rules" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "balance_ledger_member_idx" ON "balance_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_vouchers_member_idx" ON "cash_vouchers" USING btree ("member_id","valid_to");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id","valid_to");--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_no_uq" ON "payments" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_paid_uq" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "red_packet_ledger_member_idx" ON "red_packet_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_lines_sale_idx" ON "after_sale_lines" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_line_idx" ON "after_sale_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sale_refunds_sale_idx" ON "after_sale_refunds" USING btree ("after_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_no_uq" ON "after_sales" USING btree ("after_sale_no");--> statement-breakpoint
CREATE INDEX "after_sales_member_idx" ON "after_sales" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_goods_idx" ON "order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "order_lines_batch_no_idx" ON "order_lines" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'unpaid';