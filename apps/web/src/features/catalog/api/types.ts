import type {
  BrandListAnswer,
  BrandView,
  BrandZoneAnswer,
  CategoryTreeNode,
  EverydayPriceAnswer,
  EverydayPriceGoods,
  FavouriteChangeAnswer,
  GoodsCard,
  GoodsCardPage,
  GoodsDetailAnswer,
  GoodsDetailBatch,
  GoodsDiscount,
  GoodsFacets,
  GoodsListAnswer,
  GoodsListQueryInput,
  GoodsSort,
  GoodsZone,
  GoodsSuggestion,
  HighlightSegment,
  LadderPrice,
  ManufacturerSuggestion,
  RecommendFloor,
  SpikeAnswer,
  SpikeGoods,
} from '@yaocai/contract';

/** What the catalogue calls answer: the API's contract (packages/contract/src/catalog/goods.ts). */
export type {
  CategoryTreeNode,
  EverydayPriceGoods,
  GoodsDiscount,
  GoodsFacets,
  GoodsSuggestion,
  HighlightSegment,
  LadderPrice,
  ManufacturerSuggestion,
  RecommendFloor,
  SpikeGoods,
};
export type Goods = GoodsCard;
export type GoodsTag = GoodsCard['tags'][number];
export type PriceTip = GoodsCard['price_tip'];
export type SpikeData = SpikeAnswer;
export type EverydayPriceData = EverydayPriceAnswer;
export type GoodsPage = GoodsCardPage;
export type GoodsListData = GoodsListAnswer;
export type GoodsBatch = GoodsDetailBatch;
export type GoodsDetail = GoodsDetailAnswer;
export type Suggestion = GoodsSuggestion | ManufacturerSuggestion;
export type BrandInfo = BrandView;
export type BrandPage = BrandListAnswer;
export type BrandZoneData = BrandZoneAnswer;
export type FavoriteChange = FavouriteChangeAnswer;

export type { GoodsSort, GoodsZone };

/**
 * Query of GET /api/goods/list (and of the brand zone's goods) as the list pages hold it: typed values
 * the pages read back. It must fit the contract's query (`goodsListQuery`), which accepts it as text.
 */
export interface GoodsListParams extends GoodsListQueryInput {
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
