import { Tag } from 'antd';
import { STATE_COLORS, type ShownPromotionState } from '../lib/promotion-labels';

/** 未开始 / 进行中 / 已结束 (/ 已停用) */
export function StateTag({ state, name }: { state: ShownPromotionState; name: string }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="promotion-state">
      {name}
    </Tag>
  );
}
