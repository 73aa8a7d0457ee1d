import { operatorOrderShip } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/** POST /api/operator/order/{id}/ship (singular `order`, as the API has it). */
export const useShipOrder = rowAction(operatorOrderShip, ordersKey, dashboardQueryKey);
