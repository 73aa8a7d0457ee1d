CREATE TABLE "parcel_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"place" varchar(100) DEFAULT '' NOT NULL,
	"text" varchar(500) NOT NULL,
	"state" varchar(8) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"after_sale_id" integer,
	"purpose" varchar(16) DEFAULT 'order' NOT NULL,
	"carrier" varchar(32) NOT NULL,
	"carrier_code" varchar(32) NOT NULL,
	"number" varchar(64) NOT NULL,
	"provider" varchar(16) DEFAULT '' NOT NULL,
	"subscription" varchar(16) DEFAULT 'pending' NOT NULL,
	"subscribe_attempts" smallint DEFAULT 0 NOT NULL,
	"next_subscribe_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribe_error" varchar(200) DEFAULT '' NOT NULL,
	"state" varchar(8) DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_steps" ADD CONSTRAINT "parcel_steps_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_steps_uq" ON "parcel_steps" USING btree ("parcel_id","at","text");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcels_after_sale_idx" ON "parcels" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "parcels_number_idx" ON "parcels" USING btree ("number");--> statement-breakpoint
CREATE INDEX "parcels_subscribe_due_idx" ON "parcels" USING btree ("next_subscribe_at") WHERE "parcels"."subscription" = 'pending';--> statement-breakpoint
CREATE INDEX "parcels_signed_idx" ON "parcels" USING btree ("signed_at") WHERE "parcels"."signed_at" is not null;