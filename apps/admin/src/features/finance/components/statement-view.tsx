import { Card, Col, Descriptions, Row, Statistic, Table } from 'antd';
import type { StatementAnswer } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';

type Line = StatementAnswer['lines'][number];

/** 对账单 on screen: balance from opening to closing, orders, payments, refunds, transfers, credit, entries. */
export function StatementView({ statement: s }: { statement: StatementAnswer }) {
  return (
    <div data-testid="statement">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Statistic title="期初余额（元）" value={s.balance.opening} data-testid="statement-opening" />
        </Col>
        <Col span={6}>
          <Statistic title="期末余额（元）" value={s.balance.closing} data-testid="statement-closing" />
        </Col>
        <Col span={6}>
          <Statistic title="本月下单" value={`${s.orders.count}笔 / ¥${s.orders.amount}`} />
        </Col>
        <Col span={6}>
          <Statistic title="期末账期欠款（元）" value={s.credit.closing} />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={12}>
          <Card size="small" title="余额变动">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="期初余额">{s.balance.opening}</Descriptions.Item>
              {s.balance.movements.map((m) => (
                <Descriptions.Item key={m.kind} label={`${m.kind_name}（${m.count}笔）`}>
                  <span data-testid={`statement-movement-${m.kind}`}>{m.amount}</span>
                </Descriptions.Item>
              ))}
              <Descriptions.Item label="期末余额">{s.balance.closing}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="收款、退款、汇款与账期">
            <Descriptions column={1} size="small" bordered>
              {s.payments.map((p) => (
                <Descriptions.Item key={p.method} label={`订单支付·${p.method_name}（${p.count}笔）`}>
                  {p.amount}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label="退款合计">{s.refunds.total}</Descriptions.Item>
              {s.transfers.map((t) => (
                <Descriptions.Item key={t.purpose} label={`线下汇款·${t.purpose_name}（${t.count}笔）`}>
                  {t.amount}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label="账期：期初 / 用款 / 还款 / 退款 / 期末">
                {`${s.credit.opening} / ${s.credit.used} / ${s.credit.repaid} / ${s.credit.refunded} / ${s.credit.closing}`}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Table<Line>
        size="small"
        rowKey={(l) => `${l.created_at}-${l.balance_after}-${l.note}`}
        dataSource={s.lines}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '本月没有余额变动' }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: formatTime },
          { title: '类型', dataIndex: 'kind_name', width: 130 },
          { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
          { title: '余额（元）', dataIndex: 'balance_after', width: 110, align: 'right' },
          { title: '订单号', dataIndex: 'order_no', width: 200, render: (v: string | null) => v ?? '—' },
          { title: '说明', dataIndex: 'note', ellipsis: true },
        ]}
      />
    </div>
  );
}
