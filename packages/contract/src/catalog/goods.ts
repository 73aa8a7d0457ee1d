import { z } from 'zod';
import { yuan, zeroOrOne } from '../envelope';
import { pageOf } from '../operator/fields';

/**
 * The catalogue's answers (spec §3 "Goods"): the goods card every list shows, the list with its
 * facets, the detail page, favourites, brands and the category tree. Prices are yuan text; a viewer
 * who may not see prices gets null with `price_tip` saying why.
 */

export const ladderPrice = z.object({ number: z.number().int(), price: yuan });
export type LadderPrice = z.infer<typeof ladderPrice>;

/** The 全场折扣 a goods takes part in at this moment ("94折"). */
export const goodsDiscount = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  rate_permille: z.number().int(),
  ends_at: z.string(),
});
export type GoodsDiscount = z.infer<typeof goodsDiscount>;

/** A goods card: the fields of spec §3 plus what a pharmacy buyer reads before buying. */
export const goodsCard = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 生产厂家 */
  sccj: z.string(),
  /** 规格 */
  ypgg: z.string(),
  /** 包装单位 */
  bzdw: z.string(),
  base_price: yuan.nullable(),
  /** 登录后可见 / 资质审核通过后可见, or null when prices show. */
  price_tip: z.string().nullable(),
  is_buy: zeroOrOne,
  buy_tip: z.string().nullable(),
  /** Sellable stock. */
  number: z.number().int(),
  is_youx: z.number().int(),
  /** 1: contains a special medicine (含特殊药品). */
  type: z.number().int(),
  ladder_price: z.array(ladderPrice),
  ladder_price_type: z.number().int(),
  is_free_shipping: z.number().int(),
  free_shipping_number: z.number().int(),
  tags: z.array(z.object({ name: z.string() })),
  goods_image: z.array(z.string()),
  approval_number: z.string(),
  dosage_form: z.string(),
  middle_pack: z.number().int(),
  /** 1: may be bought in single units; 0: in multiples of middle_pack. */
  can_split: zeroOrOne,
  /** 件装量 */
  piece_pack: z.number().int(),
  /** 询价: the least quantity (units) a buyer may ask a quote for (the goods' threshold in 中包装). */
  quote_min: z.number().int(),
  expires_on: z.string().nullable(),
  batch_no: z.string().nullable(),
  retail_price: yuan.nullable(),
  /** drug, herbal or device. */
  kind: z.string(),
  /** 产地 of herbal pieces. */
  origin: z.string(),
  device_class: z.string(),
  scope_class: z.string(),
  is_controlled: zeroOrOne,
  sales: z.number().int(),
  trade_name: z.string(),
  manufacturer_id: z.number().int(),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  /** The batch on sale is near its expiry. */
  near_expiry: zeroOrOne,
  /** 供货价 at the running 全场折扣; null without one or when prices are hidden. */
  discount_price: yuan.nullable(),
  discount: goodsDiscount.nullable(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const goodsCardPage = pageOf(goodsCard);
export type GoodsCardPage = z.infer<typeof goodsCardPage>;

export const goodsFacets = z.object({
  manufacturers: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  specs: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type GoodsFacets = z.infer<typeof goodsFacets>;

/** GET /api/goods/list */
export const goodsListAnswer = goodsCardPage.extend({ facets: goodsFacets });
export type GoodsListAnswer = z.infer<typeof goodsListAnswer>;

export const goodsDetailBatch = z.object({
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  stock: z.number().int(),
  quality_report_url: z.string(),
});
export type GoodsDetailBatch = z.infer<typeof goodsDetailBatch>;

/** GET /api/goods/detail/{id} */
export const goodsDetailAnswer = goodsCard.extend({
  batches: z.array(goodsDetailBatch),
  /** Spec §6: the report of the batch on sale, or the message to show instead. */
  quality_inspection: z.object({ url: z.string(), msg: z.string() }),
  instructions: z.string(),
  related: z.array(goodsCard),
  category_path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_favorite: zeroOrOne,
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  /** 1: units carry 药品追溯码 (drugs unless set otherwise). */
  trace_required: zeroOrOne,
  /** 药品标识码: the 7-digit prefix of the goods' 20-digit 追溯码 ('' none). */
  trace_prefix: z.string(),
  /** 1: 冷链 goods, kept and shipped within cold_min…cold_max °C (2–8 °C unless set). */
  cold_chain: zeroOrOne,
  cold_min: z.number(),
  cold_max: z.number(),
});
export type GoodsDetailAnswer = z.infer<typeof goodsDetailAnswer>;

/** GET /api/goods/hot */
export const hotGoodsAnswer = z.array(goodsCard);

/** GET /api/index/spike: today's 秒杀, bought as a type 1 cart line with ck_id = activity_id. */
export const spikeGoods = goodsCard.extend({
  spike_price: yuan.nullable(),
  activity_id: z.number().int(),
  limit: z.number().int(),
  sold: z.number().int(),
});
export type SpikeGoods = z.infer<typeof spikeGoods>;

export const spikeAnswer = z.object({
  /** Unix seconds. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  list: z.array(spikeGoods),
});
export type SpikeAnswer = z.infer<typeof spikeAnswer>;

/** GET /api/activity/everyday_price: 每日特价. */
export const everydayPriceGoods = goodsCard.extend({
  activity_price: yuan.nullable(),
  activity_id: z.number().int(),
  limit: z.number().int(),
});
export type EverydayPriceGoods = z.infer<typeof everydayPriceGoods>;

export const everydayPriceAnswer = z.object({
  start_time: z.number().int(),
  end_time: z.number().int(),
  list: z.array(everydayPriceGoods),
});
export type EverydayPriceAnswer = z.infer<typeof everydayPriceAnswer>;

/** GET /api/index_wntj/{page}: the home page's recommended floors. */
export const recommendFloor = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Zone key such as zxcy, zyyp, qxzq, jxq, ppzq. */
  zone: z.string(),
  more_url: z.string(),
  goods: z.array(goodsCard),
});
export type RecommendFloor = z.infer<typeof recommendFloor>;
export const recommendFloorsAnswer = z.array(recommendFloor);

/** A piece of a suggestion; `hit` pieces are drawn marked (as text, never as HTML). */
export const highlightSegment = z.object({ text: z.string(), hit: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegment>;

export const goodsSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  highlight: z.array(highlightSegment),
  /** Goods of that name on sale. */
  count: z.number().int(),
  /** Manufacturer of the best-selling goods of that name (the one `id` points to). */
  sccj: z.string(),
});
export type GoodsSuggestion = z.infer<typeof goodsSuggestion>;

export const manufacturerSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  highlight: z.array(highlightSegment),
  count: z.number().int(),
});
export type ManufacturerSuggestion = z.infer<typeof manufacturerSuggestion>;

/** GET /api/goods/search: goods names, or manufacturers for type 1. */
export const searchSuggestionsAnswer = z.union([z.array(manufacturerSuggestion), z.array(goodsSuggestion)]);
export type SearchSuggestionsAnswer = z.infer<typeof searchSuggestionsAnswer>;

export const brandView = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  goods_count: z.number().int(),
  url: z.string(),
});
export type BrandView = z.infer<typeof brandView>;

/** GET /api/brand/list */
export const brandListAnswer = pageOf(brandView);
export type BrandListAnswer = z.infer<typeof brandListAnswer>;

/** GET /api/brand/{id}: the brand zone, its goods as the list answers them. */
export const brandZoneAnswer = goodsListAnswer.extend({ brand: brandView });
export type BrandZoneAnswer = z.infer<typeof brandZoneAnswer>;

export interface CategoryTreeNode {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  level: number;
  /** drug, herbal or device. */
  kind: string;
  children: CategoryTreeNode[];
}

export const categoryTreeNode: z.ZodType<CategoryTreeNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  logo1: z.string(),
  level: z.number().int(),
  kind: z.string(),
  get children() {
    return z.array(categoryTreeNode);
  },
});

/** GET /api/category/tree */
export const categoryTreeAnswer = z.array(categoryTreeNode);

/** GET /api/favorite */
export const favouriteListAnswer = goodsCardPage;

/** POST /api/favorite and /api/favorite/cancel: the goods changed. */
export const favouriteChangeAnswer = z.object({ goods_ids: z.array(z.number().int()), msg: z.string() });
export type FavouriteChangeAnswer = z.infer<typeof favouriteChangeAnswer>;
