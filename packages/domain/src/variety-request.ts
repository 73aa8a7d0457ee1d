/**
 * 品种求购: a buyer asks for goods the catalogue lacks; staff buy them in (采购中) and list them
 * (已上架, linked to the goods) or say why they cannot (无法采购). Listed and unavailable are final.
 */

export const VARIETY_STATUSES = ['pending', 'purchasing', 'listed', 'unavailable'] as const;
export type VarietyStatus = (typeof VARIETY_STATUSES)[number];

export const VARIETY_STATUS_LABELS: Record<VarietyStatus, string> = {
  pending: '待处理',
  purchasing: '采购中',
  listed: '已上架',
  unavailable: '无法采购',
};

const VARIETY_TRANSITIONS: Record<VarietyStatus, readonly VarietyStatus[]> = {
  pending: ['purchasing', 'unavailable'],
  purchasing: ['listed', 'unavailable'],
  listed: [],
  unavailable: [],
};

export function isVarietyStatus(value: unknown): value is VarietyStatus {
  return typeof value === 'string' && (VARIETY_STATUSES as readonly string[]).includes(value);
}

/** The Chinese name of a status; an unknown code is shown as it is. */
export function varietyStatusLabel(status: string): string {
  return isVarietyStatus(status) ? VARIETY_STATUS_LABELS[status] : status;
}

export function nextVarietyStatuses(from: VarietyStatus): readonly VarietyStatus[] {
  return VARIETY_TRANSITIONS[from];
}

export function canVarietyTransition(from: VarietyStatus, to: VarietyStatus): boolean {
  return VARIETY_TRANSITIONS[from].includes(to);
}

export interface VarietyMove {
  /** Why it cannot be bought (required for 无法采购). */
  reason?: string;
  /** The goods now on sale (required for 已上架). */
  goodsId?: number | null;
}

/**
 * Why staff may not move a request from `from` to `to` with these details, naming the field at fault;
 * null when the move is allowed.
 */
export function varietyMoveRefusal(
  from: VarietyStatus,
  to: VarietyStatus,
  move: VarietyMove = {},
): { field: 'status' | 'reason' | 'goods_id'; message: string } | null {
  if (!canVarietyTransition(from, to)) {
    const message =
      from === to
        ? `该求购已是“${VARIETY_STATUS_LABELS[from]}”状态`
        : `“${VARIETY_STATUS_LABELS[from]}”的求购不能改为“${VARIETY_STATUS_LABELS[to]}”`;
    return { field: 'status', message };
  }
  if (to === 'listed' && !move.goodsId) return { field: 'goods_id', message: '请选择已上架的商品' };
  if (to === 'unavailable' && !move.reason?.trim())
    return { field: 'reason', message: '请填写无法采购的原因' };
  return null;
}
