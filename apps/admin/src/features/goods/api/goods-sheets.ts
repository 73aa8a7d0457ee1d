import type { OperatorGoodsQuery } from '@yaocai/contract';
import { urlWithQuery } from '@yaocai/web-kit/http';
import type { SheetFormat } from '@yaocai/web-kit/sheets';

/** GET /api/operator/goods/export: the goods matching the list's filters, as a download. */
export function goodsExportUrl(filters: Omit<OperatorGoodsQuery, 'page'>, format: SheetFormat): string {
  return urlWithQuery('/api/operator/goods/export', { ...filters, format });
}

/** GET /api/operator/goods/import/template: the import sheet's header with an example row. */
export function goodsTemplateUrl(format: SheetFormat): string {
  return `/api/operator/goods/import/template?format=${format}`;
}
