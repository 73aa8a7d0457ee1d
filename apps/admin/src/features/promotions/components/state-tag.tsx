import { Tag } from 'antd';
import type { PromotionState } from '@yaocai/contract';
import { STATE_COLORS } from '../lib/promotion-labels';

/** 未开始 / 进行中 / 已结束 */
export function StateTag({ state, name }: { state: PromotionState; name: string }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="promotion-state">
      {name}
    </Tag>
  );
}
