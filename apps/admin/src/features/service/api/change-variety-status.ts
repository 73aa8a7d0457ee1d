import { operatorVarietyRequestsStatus } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { varietyRequestsKey } from './variety-requests';

/** POST /api/operator/variety-requests/{id}/status: 开始采购, 已上架 (with the goods) or 无法采购 (with why). */
export const useChangeVarietyStatus = rowAction(
  operatorVarietyRequestsStatus,
  varietyRequestsKey,
  dashboardQueryKey,
);
