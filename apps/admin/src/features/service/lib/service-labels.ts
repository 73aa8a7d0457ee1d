import type { VarietyStatus } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import type { SectionTab } from '../../../components/section-header';

export const SERVICE_TABS: readonly SectionTab[] = [
  { path: paths.varietyRequests(), label: '求购处理' },
  { path: paths.feedback(), label: '意见反馈' },
];

export const VARIETY_STATUS_COLORS: Record<VarietyStatus, string> = {
  pending: 'orange',
  purchasing: 'blue',
  listed: 'green',
  unavailable: 'default',
};

/** What staff may do next with a request in this status (the API enforces the same table). */
export type VarietyAction = 'purchase' | 'list' | 'refuse';

export function varietyActions(status: VarietyStatus): VarietyAction[] {
  if (status === 'pending') return ['purchase', 'refuse'];
  if (status === 'purchasing') return ['list', 'refuse'];
  return [];
}
