CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"consignee" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"province" varchar(32) NOT NULL,
	"city" varchar(32) NOT NULL,
	"district" varchar(32) DEFAULT '' NOT NULL,
	"detail" varchar(200) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"region" varchar(32) NOT NULL,
	"city" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"contact_name" varchar(32) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"business_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_group" varchar(32) DEFAULT 'default' NOT NULL,
	"invoice_title" varchar(100) DEFAULT '' NOT NULL,
	"tax_number" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"face" text DEFAULT '' NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"account_manager_id" integer,
	"rank" smallint DEFAULT 1 NOT NULL,
	"is_passed" smallint DEFAULT 0 NOT NULL,
	"is_vip" smallint DEFAULT 0 NOT NULL,
	"is_special" smallint DEFAULT 0 NOT NULL,
	"is_can_chat" smallint DEFAULT 1 NOT NULL,
	"wechat" varchar(64) DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"contract_signed" boolean DEFAULT true NOT NULL,
	"role" varchar(16) DEFAULT 'buyer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"number" varchar(64) NOT NULL,
	"expires_on" date NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"price" integer NOT NULL,
	"limit_per_member" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"level" smallint NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"logo1" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"trade_name" varchar(100) DEFAULT '' NOT NULL,
	"name_pinyin" varchar(400) DEFAULT '' NOT NULL,
	"name_initials" varchar(100) DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"manufacturer_id" integer NOT NULL,
	"spec" varchar(100) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"dosage_form" varchar(20) DEFAULT '' NOT NULL,
	"approval_number" varchar(64) DEFAULT '' NOT NULL,
	"scope_class" varchar(32) NOT NULL,
	"middle_pack" integer DEFAULT 1 NOT NULL,
	"piece_pack" integer DEFAULT 1 NOT NULL,
	"can_split" boolean DEFAULT true NOT NULL,
	"base_price" integer NOT NULL,
	"retail_price" integer NOT NULL,
	"ladder_price_type" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"is_youx" smallint DEFAULT 0 NOT NULL,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"controlled_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"controlled_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_free_shipping" smallint DEFAULT 0 NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"with_coupon" smallint DEFAULT 1 NOT NULL,
	"origin" varchar(32) DEFAULT '' NOT NULL,
	"device_class" varchar(16) DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"stock" integer NOT NULL,
	"quality_report_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "goods_batches_stock_nonneg" CHECK ("goods_batches"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"goods_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "goods_tags_goods_id_tag_id_pk" PRIMARY KEY("goods_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "home_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"zone" varchar(16) NOT NULL,
	"more_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_prices" (
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "ladder_prices_goods_id_number_pk" PRIMARY KEY("goods_id","number")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(32) DEFAULT '' NOT NULL,
	"pinyin" varchar(400) DEFAULT '' NOT NULL,
	"initials" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"slug" varchar(32) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"slug" varchar(32) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(32) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"ref_id" integer
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(32) NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prices" ADD CONSTRAINT "activity_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_prices" ADD CONSTRAINT "ladder_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_uq" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "qualifications_company_idx" ON "qualifications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "activity_prices_kind_idx" ON "activity_prices" USING btree ("kind","ends_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_idx" ON "goods" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_kind_idx" ON "goods" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "goods_name_trgm" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_pinyin_trgm" ON "goods" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_initials_trgm" ON "goods" USING gin ("name_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_batches_goods_idx" ON "goods_batches" USING btree ("goods_id","expires_on");--> statement-breakpoint
CREATE INDEX "goods_images_goods_idx" ON "goods_images" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "manufacturers_name_trgm" ON "manufacturers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_pinyin_trgm" ON "manufacturers" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_initials_trgm" ON "manufacturers" USING gin ("initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort");