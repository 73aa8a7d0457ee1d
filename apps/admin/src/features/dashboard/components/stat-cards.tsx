import { Card, Col, Row, Statistic } from 'antd';
import { CalendarOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { DashboardAnswer } from '@yaocai/contract';

/** 今日/本月 orders and sales: paid orders, cancelled ones left out (the API decides). */
export function StatCards({ data, loading }: { data?: DashboardAnswer; loading: boolean }) {
  const cards = [
    {
      key: 'today-orders',
      title: '今日订单',
      value: data?.today.orders,
      suffix: '单',
      icon: <FieldTimeOutlined />,
    },
    {
      key: 'today-sales',
      title: '今日销售额',
      value: data?.today.sales,
      prefix: '¥',
      icon: <FieldTimeOutlined />,
    },
    {
      key: 'month-orders',
      title: '本月订单',
      value: data?.month.orders,
      suffix: '单',
      icon: <CalendarOutlined />,
    },
    {
      key: 'month-sales',
      title: '本月销售额',
      value: data?.month.sales,
      prefix: '¥',
      icon: <CalendarOutlined />,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card loading={loading} data-testid={`stat-${card.key}`}>
            <Statistic
              title={
                <span>
                  {card.icon} {card.title}
                </span>
              }
              value={card.value ?? 0}
              precision={card.prefix ? 2 : 0}
              prefix={card.prefix}
              suffix={card.suffix}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
