export interface LadderPrice {
  number: number;
  price: string;
}

export interface GoodsTag {
  name: string;
}

export type PriceTip = null | '登录后可见' | '资质审核通过后可见';

export interface Goods {
  id: number;
  name: string;
  /** Manufacturer (生产厂家). */
  sccj: string;
  /** Specification (规格). */
  ypgg: string;
  /** Pack unit (包装单位). */
  bzdw: string;
  /** Yuan string like "12.50"; null when the buyer may not see prices. */
  base_price: string | null;
  price_tip: PriceTip;
  is_buy: 0 | 1;
  buy_tip: string | null;
  /** Stock. */
  number: number;
  is_youx: number;
  /** 1 = contains special medicine (含特殊药品). */
  type: number;
  ladder_price: LadderPrice[];
  ladder_price_type: number;
  is_free_shipping: number;
  free_shipping_number: number;
  tags: GoodsTag[];
  goods_image: string[];
  approval_number?: string;
  dosage_form?: string;
  middle_pack?: number;
  expires_on?: string | null;
  batch_no?: string | null;
  retail_price?: string | null;
  /** 1 = may be bought in single units; 0 = in multiples of middle_pack. */
  can_split?: 0 | 1;
  /** 件装量. */
  piece_pack?: number;
  /** 'drug' | 'herbal' | 'device'. */
  kind?: string;
  /** 产地 of herbal pieces. */
  origin?: string;
  /** Device class (第二类…). */
  device_class?: string;
  scope_class?: string;
  is_controlled?: 0 | 1;
  sales?: number;
  trade_name?: string;
  manufacturer_id?: number;
  category_id?: number;
  brand_id?: number | null;
  /** The batch on sale has less than the configured months of shelf life left. */
  near_expiry?: 0 | 1;
  /** 供货价 at the running 全场折扣 (goods without ladder, not excluded); null otherwise or when hidden. */
  discount_price?: string | null;
  /** The 全场折扣 the goods takes part in now ("94折"). */
  discount?: GoodsDiscount | null;
}

export interface GoodsDiscount {
  id: number;
  name: string;
  label: string;
  rate_permille: number;
  ends_at: string;
}

export interface SpikeGoods extends Goods {
  spike_price: string | null;
  /** The offer: bought at this price as a type 1 cart line with ck_id = activity_id. */
  activity_id?: number;
  limit: number;
  sold: number;
}

export interface SpikeData {
  /** Unix seconds. */
  start_time: number;
  end_time: number;
  list: SpikeGoods[];
}

export interface RecommendFloor {
  id: number;
  name: string;
  /** Zone key such as 'zxcy', 'zyyp', 'qxzq', 'jxq', 'ppzq' (free text from the server). */
  zone: string;
  more_url: string;
  goods: Goods[];
}

export interface EverydayPriceGoods extends Goods {
  activity_price: string | null;
  activity_id?: number;
  limit?: number;
}

export interface EverydayPriceData {
  list: EverydayPriceGoods[];
}

/** Query of GET /api/goods/list (and of the brand zone's goods). Values as they travel in the URL. */
export interface GoodsListParams {
  category_id?: number;
  /** Manufacturer id, or a manufacturer name / pinyin (type-1 search). */
  manufacturer?: string;
  spec?: string;
  brand_id?: number;
  zone?: GoodsZone;
  select?: string;
  qx?: number;
  zy?: number;
  keywords?: string;
  in_stock?: 1;
  sort?: GoodsSort;
  order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export type GoodsZone =
  | 'herbal'
  | 'device'
  | 'near_expiry'
  | 'controlled'
  | 'free_shipping'
  | 'daily_special'
  | 'brand'
  | 'storewide';

export type GoodsSort = 'default' | 'sales' | 'price' | 'expiry' | 'newest';

export interface GoodsFacets {
  manufacturers: { id: number; name: string; count: number }[];
  specs: { name: string; count: number }[];
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export type GoodsListData = Page<Goods> & { facets: GoodsFacets };

export interface GoodsBatch {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  quality_report_url: string;
}

export interface GoodsDetail extends Goods {
  batches: GoodsBatch[];
  /** Spec §6: the report of the batch on sale, or the message to show instead. */
  quality_inspection: { url: string; msg: string };
  instructions: string;
  related: Goods[];
  category_path: { id: number; name: string }[];
  is_favorite: 0 | 1;
  brand: { id: number; name: string; logo: string } | null;
}

/** A piece of a suggestion; `hit` pieces are drawn marked (as text, never as HTML). */
export interface HighlightSegment {
  text: string;
  hit: boolean;
}

export interface GoodsSuggestion {
  id: number;
  name: string;
  highlight: HighlightSegment[];
  count: number;
  sccj: string;
}

export interface ManufacturerSuggestion {
  id: number;
  name: string;
  short_name: string;
  highlight: HighlightSegment[];
  count: number;
}

export type Suggestion = GoodsSuggestion | ManufacturerSuggestion;

export interface BrandInfo {
  id: number;
  name: string;
  logo: string;
  description: string;
  goods_count: number;
  url: string;
}

export type BrandZoneData = GoodsListData & { brand: BrandInfo };

export interface FavoriteChange {
  goods_ids: number[];
  msg: string;
}

export interface CategoryTreeNode {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  level: number;
  /** 'drug' | 'herbal' | 'device'. */
  kind: string;
  children: CategoryTreeNode[];
}
