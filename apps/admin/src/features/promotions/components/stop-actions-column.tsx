import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PromotionState } from '@yaocai/contract';
import type { StopAction } from '../api/stop-promotion';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Stoppable {
  id: number;
  state: PromotionState;
}

/**
 * The 操作 column of a dated promotion: 编辑; 结束 while it runs (its end time becomes now); 删除
 * (the server refuses once something was ordered under it and says to end it instead).
 */
export function stopActionsColumn<T extends Stoppable>({
  noun,
  titleOf,
  busyId,
  onEdit,
  onStop,
  testId,
}: {
  /** 满减活动, 活动价: how the confirmations name the row. */
  noun: string;
  titleOf: (row: T) => string;
  busyId: number | null;
  onEdit: (row: T) => void;
  onStop: (row: T, action: StopAction) => void;
  testId: string;
}): TableColumnsType<T>[number] {
  return {
    title: '操作',
    key: 'actions',
    width: 150,
    fixed: 'right',
    render: (_, row) => (
      <Space size={0}>
        <RowButton label="编辑" testId={`${testId}-edit`} onClick={() => onEdit(row)} />
        {row.state === 'running' && (
          <ConfirmAction
            label="结束"
            title={`立即结束${noun}“${titleOf(row)}”？`}
            description="结束时间将改为现在，买家将不再享受该优惠"
            danger="confirm"
            loading={busyId === row.id}
            testId={`${testId}-end`}
            onConfirm={() => onStop(row, 'end')}
          />
        )}
        <ConfirmAction
          label="删除"
          title={`删除${noun}“${titleOf(row)}”？`}
          description="仅未产生订单的活动可以删除"
          danger
          testId={`${testId}-delete`}
          onConfirm={() => onStop(row, 'delete')}
        />
      </Space>
    ),
  };
}
