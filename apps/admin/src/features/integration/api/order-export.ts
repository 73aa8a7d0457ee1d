import type { OrderExportQuery } from '@yaocai/contract';
import { urlWithQuery } from '@yaocai/web-kit/http';

/** GET /api/operator/orders/export: a page of orders since a moment, as a download. */
export function orderExportUrl(query: OrderExportQuery): string {
  return urlWithQuery('/api/operator/orders/export', query);
}
