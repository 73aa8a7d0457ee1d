import { Descriptions, Empty, Space, Tag, Typography } from 'antd';
import type { OperatorMember, OperatorOrderSummary } from '@yaocai/contract';
import { isOrderStatus } from '@yaocai/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDay, formatYuan } from '@yaocai/web-kit/format';
import { ORDER_STATUS_COLORS } from '../../orders/lib/order-labels';

function Qualification({ member }: { member: OperatorMember }) {
  return (
    <Space size={4} wrap>
      {member.is_passed ? <Tag color="success">已审核</Tag> : <Tag color="warning">未审核</Tag>}
      {member.is_special === 1 && <Tag color="purple">可购含特药品</Tag>}
      {member.disabled === 1 && <Tag color="error">已禁用</Tag>}
    </Space>
  );
}

function RecentOrders({
  orders,
  onOpenOrder,
}: {
  orders: readonly OperatorOrderSummary[];
  onOpenOrder?: (id: number) => void;
}) {
  if (orders.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" />;
  }
  return (
    <ul className="chat-orders" data-testid="chat-orders">
      {orders.map((order) => (
        <li key={order.id} className="chat-order">
          <div className="chat-order-line">
            {onOpenOrder ? (
              <Typography.Link onClick={() => onOpenOrder(order.id)} data-testid="chat-order-open">
                {order.order_no}
              </Typography.Link>
            ) : (
              <span>{order.order_no}</span>
            )}
            <Tag
              className="tag-small"
              color={isOrderStatus(order.status) ? ORDER_STATUS_COLORS[order.status] : 'default'}
            >
              {order.status_name}
            </Tag>
          </div>
          <div className="chat-order-line muted">
            <span>{formatDay(order.created_at)}</span>
            <span className="money">{formatYuan(order.payable_amount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The inbox's right column: who the clerk is talking to and what it has bought lately. */
export function MemberPanel({
  member,
  orders,
  onOpenOrder,
  mayListOrders,
}: {
  member: OperatorMember | null;
  orders: readonly OperatorOrderSummary[];
  /** Opens the console's order detail; absent without the order permission. */
  onOpenOrder?: (id: number) => void;
  mayListOrders: boolean;
}) {
  if (!member) {
    return (
      <aside className="chat-column chat-member">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="会员资料不可用" />
      </aside>
    );
  }
  return (
    <aside className="chat-column chat-member" data-testid="chat-member">
      <section className="chat-member-section">
        <div className="chat-member-title">
          <Typography.Text strong ellipsis={{ tooltip: member.company }}>
            {member.company}
          </Typography.Text>
          <span className="muted">{member.company_type}</span>
        </div>
        <Descriptions
          size="small"
          column={1}
          colon={false}
          className="chat-member-info"
          items={[
            { key: 'username', label: '用户名', children: member.username },
            { key: 'name', label: '联系人', children: member.name || '—' },
            { key: 'phone', label: '电话', children: member.phone || '—' },
            { key: 'region', label: '地区', children: member.region || '—' },
            { key: 'passed', label: '资质', children: <Qualification member={member} /> },
            {
              key: 'scopes',
              label: '经营范围',
              children:
                member.scopes.length > 0 ? (
                  <Space size={[0, 4]} wrap>
                    {member.scopes.map((scope) => (
                      <Tag key={scope} className="tag-small">
                        {scope}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
            },
            {
              key: 'credit',
              label: '账期额度',
              children: <span className="money">{formatYuan(member.credit_limit)}</span>,
            },
            { key: 'manager', label: '客户经理', children: member.account_manager || '—' },
            ...(member.headquarters ? [{ key: 'hq', label: '所属总部', children: member.headquarters }] : []),
          ]}
        />
      </section>
      <section className="chat-member-section">
        <div className="chat-member-heading">
          <span>最近订单</span>
          {mayListOrders && member.order_count > 0 && (
            <Link to={`${paths.orders()}?keyword=${encodeURIComponent(member.username)}`}>
              全部 {member.order_count} 单
            </Link>
          )}
        </div>
        <RecentOrders orders={orders} onOpenOrder={onOpenOrder} />
      </section>
    </aside>
  );
}
