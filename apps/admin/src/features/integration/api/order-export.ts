import type { OrderExportQuery } from '@yaocai/contract';
import { toQueryString } from '../../../lib/http';

/** GET /api/operator/orders/export: a page of orders since a moment, as a download. */
export function orderExportUrl(query: OrderExportQuery): string {
  return `/api/operator/orders/export${toQueryString(query)}`;
}
