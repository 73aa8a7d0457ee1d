import { operatorOrdersCancel } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/** POST /api/operator/orders/{id}/cancel: an unpaid or unshipped order, with the reason the buyer reads. */
export const useCancelOrder = rowAction(operatorOrdersCancel, ordersKey, dashboardQueryKey);
