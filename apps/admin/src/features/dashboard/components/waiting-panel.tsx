import { Card, Empty, Statistic } from 'antd';
import type { DashboardAnswer } from '@yaocai/contract';
import type { Permission } from '@yaocai/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

interface WaitingItem {
  key: keyof DashboardAnswer['waiting'];
  title: string;
  to: string;
  /** The list the count links to; without it the count is shown unlinked. */
  permission: Permission;
}

export const WAITING_ITEMS: readonly WaitingItem[] = [
  { key: 'reviews', title: '待审核会员', to: paths.reviews('pending'), permission: 'review.read' },
  { key: 'shipments', title: '待发货', to: paths.orders('to_ship'), permission: 'order.read' },
  { key: 'after_sales', title: '待处理售后', to: paths.afterSales('applied'), permission: 'after_sale.read' },
  { key: 'receipts', title: '待审核回执', to: paths.pendingReceipts, permission: 'order.read' },
  {
    key: 'variety_requests',
    title: '待处理求购',
    to: paths.varietyRequests('pending'),
    permission: 'feedback.reply',
  },
  { key: 'feedback', title: '待回复反馈', to: paths.feedback('0'), permission: 'feedback.reply' },
  { key: 'chats', title: '待回复咨询', to: paths.chat(), permission: 'chat.reply' },
];

export function WaitingPanel({
  waiting,
  loading,
  can,
}: {
  waiting?: DashboardAnswer['waiting'];
  loading: boolean;
  can: (permission: Permission) => boolean;
}) {
  // The API answers only the to-dos this staff member can act on; they share one row, whatever their number.
  const items = WAITING_ITEMS.filter((item) => waiting?.[item.key] !== undefined);
  return (
    <Card title="待处理事项" loading={loading}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无需要您处理的事项" />
      ) : (
        <div
          className="waiting-grid"
          data-testid="waiting-grid"
          style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
        >
          {items.map((item) => {
            const count = waiting?.[item.key] ?? 0;
            const body = (
              <Statistic
                title={item.title}
                value={count}
                styles={{ content: { color: count > 0 ? '#fa541c' : undefined } }}
              />
            );
            return can(item.permission) ? (
              <Link key={item.key} to={item.to} className="waiting-item" data-testid={`waiting-${item.key}`}>
                {body}
                <span className="waiting-go">去处理 ›</span>
              </Link>
            ) : (
              <div key={item.key} className="waiting-item" data-testid={`waiting-${item.key}`}>
                {body}
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
