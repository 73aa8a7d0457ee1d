import type { TableColumnsType } from 'antd';
import { formatTime } from '@yaocai/web-kit/format';
import type { ShownPromotionState } from '../lib/promotion-labels';
import { OnOffSwitch } from './on-off-columns';
import { StateTag } from './state-tag';

interface Dated {
  state: ShownPromotionState;
  state_name: string;
}

/** A from–to column (活动时间 by default) in Beijing time. */
export function timeRangeColumn<T>(
  range: (row: T) => [start: string, end: string],
  { title = '活动时间', key = 'window' }: { title?: string; key?: string } = {},
): TableColumnsType<T>[number] {
  return {
    title,
    key,
    width: 170,
    render: (_, row) => {
      const [start, end] = range(row);
      return (
        <div className="nowrap">
          <div>{formatTime(start)}</div>
          <div className="muted">至 {formatTime(end)}</div>
        </div>
      );
    },
  };
}

/** 活动时间 of a promotion with starts_at and ends_at. */
export const windowColumn = <T extends { starts_at: string; ends_at: string }>() =>
  timeRangeColumn<T>((row) => [row.starts_at, row.ends_at]);

/** 状态: 未开始 / 进行中 / 已结束. */
export function stateColumn<T extends Dated>(): TableColumnsType<T>[number] {
  return {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (_, row) => <StateTag state={row.state} name={row.state_name} />,
  };
}

/** 状态 with the row's on/off switch beside it (满额返现, 领券中心, 全场折扣, 换购). */
export function switchableStateColumn<T extends Dated & { id: number; is_on: number }>({
  mayUpdate,
  switching,
  onSwitch,
  labels,
  testId,
}: {
  mayUpdate: boolean;
  switching: number | null;
  onSwitch: (row: T, on: boolean) => void;
  labels?: [string, string];
  testId: string;
}): TableColumnsType<T>[number] {
  return {
    title: '状态',
    key: 'state',
    width: 150,
    render: (_, row) => (
      <div className="nowrap">
        <StateTag state={row.state} name={row.state_name} />
        <OnOffSwitch
          on={row.is_on === 1}
          mayUpdate={mayUpdate}
          loading={switching === row.id}
          labels={labels}
          onChange={(on) => onSwitch(row, on)}
          testId={testId}
        />
      </div>
    ),
  };
}

/** What a table of switchable promotions (满额返现, 领券中心, 全场折扣) takes from its page. */
export interface SwitchRows<T> {
  mayUpdate: boolean;
  switching: number | null;
  onEdit: (row: T) => void;
  onSwitch: (row: T, on: boolean) => void;
}
