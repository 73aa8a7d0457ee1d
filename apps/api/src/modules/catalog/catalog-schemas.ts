// The catalogue's request fields live in the contract (packages/contract/src/catalog/queries.ts).
export {
  MAX_INT4,
  CATALOG_PAGE_SIZE as DEFAULT_PAGE_SIZE,
  CATALOG_MAX_PAGE_SIZE as MAX_PAGE_SIZE,
  KEYWORD_MAX_LENGTH,
  catalogId as idSchema,
  optionalCatalogId as optionalId,
  catalogPage as pageSchema,
  catalogPageSize as pageSizeSchema,
  keywordsField as keywordsSchema,
  menuSwitchField as menuSwitchSchema,
  catalogPaging as paging,
  goodsIdsField as goodsIdsSchema,
} from '@yaocai/contract';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
