import type { Permission } from '@yaocai/domain';
import {
  isAfterSaleKind,
  isAfterSaleStatus,
  nextAfterSaleStatuses,
  type AfterSaleStatus,
} from '@yaocai/domain';

export type AfterSaleAction = 'approve' | 'refuse' | 'received' | 'reship' | 'refund';

/** Which move each button makes, and the permission it needs. */
const ACTIONS: readonly { action: AfterSaleAction; to: AfterSaleStatus; permission: Permission }[] = [
  { action: 'approve', to: 'approved', permission: 'after_sale.approve' },
  { action: 'refuse', to: 'rejected', permission: 'after_sale.approve' },
  { action: 'received', to: 'returned', permission: 'after_sale.receive' },
  { action: 'reship', to: 'reshipped', permission: 'order.ship' },
  { action: 'refund', to: 'refunded', permission: 'after_sale.refund' },
];

/**
 * The buttons an after-sale shows: the moves its kind allows from its status (packages/domain's
 * state machine) that the staff member holds the permission for.
 */
export function afterSaleActions(
  kind: string,
  status: string,
  can: (permission: Permission) => boolean,
): AfterSaleAction[] {
  if (!isAfterSaleKind(kind) || !isAfterSaleStatus(status)) return [];
  const next = nextAfterSaleStatuses(kind, status);
  return ACTIONS.filter((entry) => next.includes(entry.to) && can(entry.permission)).map(
    (entry) => entry.action,
  );
}

export const AFTER_SALE_STATUS_COLORS: Record<AfterSaleStatus, string> = {
  applied: 'orange',
  approved: 'blue',
  returned: 'cyan',
  reshipped: 'geekblue',
  completed: 'green',
  refunded: 'green',
  rejected: 'default',
};
