import { operatorParcelSubscribe } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { ordersKey } from './orders';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/parcels/{id}/subscribe: another round of subscription attempts after a failure. */
export function useResubscribeParcel() {
  return useRefreshingMutation((id: number) => call(operatorParcelSubscribe, { id }), ordersKey);
}
