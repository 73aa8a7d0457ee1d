import { Card, Col, Row, Statistic } from 'antd';
import type { MyMembersAnswer } from '@yaocai/contract';
import { parseYuan, sumFen } from '@yaocai/domain';

/**
 * The 业务员's month at a glance: its members, their orders and amounts this month, and the prepared
 * orders (代客下单) waiting, accepted and declined. Shown on 我的客户 and on the 工作台.
 */
export function CustomersSummary({ data, loading }: { data?: MyMembersAnswer; loading: boolean }) {
  const list = data?.list ?? [];
  const monthOrders = list.reduce((n, m) => n + m.month_orders, 0);
  const monthFen = sumFen(list.map((m) => parseYuan(m.month_amount) ?? 0));
  const cards = [
    { key: 'members', title: '我的客户', value: list.length, suffix: '家' },
    { key: 'month-orders', title: '客户本月订单', value: monthOrders, suffix: '单' },
    { key: 'month-amount', title: '客户本月金额', value: monthFen / 100, prefix: '¥', precision: 2 },
    { key: 'open', title: '代下单待确认', value: data?.proposals.open ?? 0 },
    { key: 'accepted', title: '代下单已下单', value: data?.proposals.accepted ?? 0 },
    { key: 'declined', title: '代下单已拒绝', value: data?.proposals.declined ?? 0 },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="customers-summary">
      {cards.map((c) => (
        <Col key={c.key} xs={12} md={8} xl={4}>
          <Card size="small" loading={loading}>
            <Statistic
              title={c.title}
              value={c.value}
              suffix={c.suffix}
              prefix={c.prefix}
              precision={c.precision ?? 0}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
