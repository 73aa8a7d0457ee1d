import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** kind: drug (中西成药) | herbal (中药饮片) | device (医疗器械). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    level: smallint('level').notNull(),
    logo: text('logo').notNull().default(''),
    logo1: text('logo1').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  logo: text('logo').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 32 }).notNull().default(''),
    pinyin: varchar('pinyin', { length: 400 }).notNull().default(''),
    initials: varchar('initials', { length: 100 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('manufacturers_name_uq').on(t.name),
    index('manufacturers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('manufacturers_pinyin_trgm').using('gin', sql`${t.pinyin} gin_trgm_ops`),
    index('manufacturers_initials_trgm').using('gin', sql`${t.initials} gin_trgm_ops`),
  ],
);

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(), // drug | herbal | device
    name: varchar('name', { length: 100 }).notNull(), // 通用名 shown as the goods name
    tradeName: varchar('trade_name', { length: 100 }).notNull().default(''),
    namePinyin: varchar('name_pinyin', { length: 400 }).notNull().default(''),
    nameInitials: varchar('name_initials', { length: 100 }).notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    spec: varchar('spec', { length: 100 }).notNull(), // ypgg
    unit: varchar('unit', { length: 10 }).notNull(), // bzdw
    dosageForm: varchar('dosage_form', { length: 20 }).notNull().default(''),
    approvalNumber: varchar('approval_number', { length: 64 }).notNull().default(''),
    /** 69 码: the box's EAN-13 ('' when none); the mobile storefront's scanner looks goods up by it. */
    barcode: varchar('barcode', { length: 13 }).notNull().default(''),
    scopeClass: varchar('scope_class', { length: 32 }).notNull(),
    middlePack: integer('middle_pack').notNull().default(1),
    /** 询价: a buyer may ask for a quote from this many 中包装 on (set per goods in the console). */
    quoteThreshold: integer('quote_threshold').notNull().default(10),
    piecePack: integer('piece_pack').notNull().default(1),
    canSplit: boolean('can_split').notNull().default(true),
    basePrice: integer('base_price').notNull(), // fen
    retailPrice: integer('retail_price').notNull(), // fen, 建议零售价
    ladderPriceType: smallint('ladder_price_type').notNull().default(1),
    /** 1: 含特殊药品复方制剂 (e.g. 含麻黄碱). */
    type: smallint('type').notNull().default(0),
    isYoux: smallint('is_youx').notNull().default(0),
    isControlled: boolean('is_controlled').notNull().default(false),
    controlledRegions: text('controlled_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    controlledGroups: text('controlled_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFreeShipping: smallint('is_free_shipping').notNull().default(0),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    withCoupon: smallint('with_coupon').notNull().default(1),
    origin: varchar('origin', { length: 32 }).notNull().default(''), // 产地 (herbal)
    deviceClass: varchar('device_class', { length: 16 }).notNull().default(''), // 第二类 / 第三类
    instructions: text('instructions').notNull().default(''),
    /** 药品追溯码 (issue 23): null = the kind's default (drugs yes; devices and 中药饮片 no). */
    traceRequired: boolean('trace_required'),
    /** 药品标识码: the 7-digit prefix of the goods' 20-digit codes. */
    tracePrefix: varchar('trace_prefix', { length: 7 }).notNull().default(''),
    /** 中包装/case codes: their 药品标识码 and the units one stands for (0 = none). */
    tracePackPrefix: varchar('trace_pack_prefix', { length: 7 }).notNull().default(''),
    tracePackRatio: integer('trace_pack_ratio').notNull().default(0),
    /** The manufacturer's own codes (1–40 characters) are accepted. */
    traceOwnCodes: boolean('trace_own_codes').notNull().default(false),
    sales: integer('sales').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    /** 冷链: ships only with a transit temperature record within cold_min..cold_max (tenths of a °C). */
    coldChain: boolean('cold_chain').notNull().default(false),
    coldMin: smallint('cold_min').notNull().default(20),
    coldMax: smallint('cold_max').notNull().default(80),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_category_idx').on(t.categoryId),
    index('goods_manufacturer_idx').on(t.manufacturerId),
    index('goods_brand_idx').on(t.brandId),
    index('goods_kind_idx').on(t.kind),
    index('goods_sales_idx').on(t.sales),
    index('goods_price_idx').on(t.basePrice, t.id),
    index('goods_created_idx').on(t.createdAt, t.id),
    index('goods_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('goods_pinyin_trgm').using('gin', sql`${t.namePinyin} gin_trgm_ops`),
    index('goods_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} <> ''`),
    index('goods_initials_trgm').using('gin', sql`${t.nameInitials} gin_trgm_ops`),
    // Totals and facets of the goods list (goods-list-summary.repository) as index-only scans: the
    // public catalogue with every column a list filters on, and its sample (one goods in 16). The
    // no-op `id > 0` is a marker only the list's summaries carry, so that no other query (a keyword's
    // suggestions) takes this index for its visibility condition instead of the trigram indexes.
    index('goods_list_cover_idx')
      .on(t.categoryId, t.manufacturerId, t.spec, t.kind, t.isYoux, t.brandId, t.isFreeShipping, t.id)
      .where(sql`${t.onSale} and not ${t.isControlled} and ${t.id} > 0`),
    index('goods_list_sample_idx')
      .on(t.categoryId, t.manufacturerId, t.spec, t.kind, t.isYoux, t.brandId, t.isFreeShipping, t.id)
      .where(sql`${t.onSale} and not ${t.isControlled} and ${t.id} % 16 = 0`),
    // The default list order (goods-list.repository orderBy): pinned goods first, then by sales.
    index('goods_default_order_idx').on(t.sort, t.sales, t.id),
  ],
);

/** Stock lives on batches; orders take from the first-expiring batch first. */
export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    stock: integer('stock').notNull(),
    qualityReportUrl: text('quality_report_url').notNull().default(''),
    /** Set by a recall: the batch's stock moved to recalled_stock (quarantine) and never sold again. */
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    recalledStock: integer('recalled_stock').notNull().default(0),
  },
  (t) => [
    index('goods_batches_goods_idx').on(t.goodsId, t.expiresOn),
    index('goods_batches_on_sale_idx')
      .on(t.expiresOn, t.goodsId)
      .where(sql`${t.stock} > 0`),
    // A goods' sellable batches (in stock, 效期 order): the lists' 仅看有货 and nearest-expiry probes.
    index('goods_batches_sellable_idx')
      .on(t.goodsId, t.expiresOn)
      .where(sql`${t.stock} > 0`),
    check('goods_batches_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const ladderPrices = pgTable(
  'ladder_prices',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.number] })],
);

export const goodsImages = pgTable(
  'goods_images',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_images_goods_idx').on(t.goodsId)],
);

/** Activity prices: kind spike (秒杀) or daily (每日特价). */
export const activityPrices = pgTable(
  'activity_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    price: integer('price').notNull(),
    limitPerMember: integer('limit_per_member').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  // By goods: every goods card reads its promotions to show its tags.
  (t) => [
    index('activity_prices_kind_idx').on(t.kind, t.endsAt),
    index('activity_prices_goods_idx').on(t.goodsId),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] })],
);

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  keyword: varchar('keyword', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Home goods floors (为你推荐 by zone) and their hand-picked goods. */
export const homeFloors = pgTable('home_floors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  zone: varchar('zone', { length: 16 }).notNull(),
  moreUrl: text('more_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  goodsIds: integer('goods_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

export type Goods = typeof goods.$inferSelect;
