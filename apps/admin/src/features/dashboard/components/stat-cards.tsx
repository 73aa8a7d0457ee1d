import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { CalendarOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { DashboardAnswer } from '@yaocai/contract';

type Period = DashboardAnswer['today'];

/** A period's two cards: its paid orders and its sales in yuan. */
const periodCards = (key: string, name: string, period: Period | undefined, icon: ReactNode) => [
  { key: `${key}-orders`, title: `${name}订单`, value: period?.orders, suffix: '单', icon },
  { key: `${key}-sales`, title: `${name}销售额`, value: period?.sales, prefix: '¥', icon },
];

/** 今日/本月 orders and sales: paid orders, cancelled ones left out (the API decides). */
export function StatCards({ data, loading }: { data?: DashboardAnswer; loading: boolean }) {
  const cards = [
    ...periodCards('today', '今日', data?.today, <FieldTimeOutlined />),
    ...periodCards('month', '本月', data?.month, <CalendarOutlined />),
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
