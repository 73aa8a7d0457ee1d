import { useState } from 'react';
import { Button, DatePicker, Descriptions, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { StatementAnswer } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { myStatementFileUrl, useMyStatement } from '../api/finance';

type Line = StatementAnswer['lines'][number];

/** 对账单 of a month at /yegl: the balance from opening to closing and every entry, with XLSX / PDF. */
export function MyStatement() {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const { data: s } = useMyStatement(month, true);
  return (
    <div className="my-statement" data-testid="my-statement">
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
        />
        <Button icon={<DownloadOutlined />} href={myStatementFileUrl(month, 'xlsx')} download>
          下载 XLSX
        </Button>
        <Button icon={<DownloadOutlined />} href={myStatementFileUrl(month, 'pdf')} download>
          下载 PDF
        </Button>
      </Space>
      {s && (
        <>
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="期初余额">
              <span data-testid="my-statement-opening">{s.balance.opening}</span>
            </Descriptions.Item>
            <Descriptions.Item label="期末余额">
              <span data-testid="my-statement-closing">{s.balance.closing}</span>
            </Descriptions.Item>
            {s.balance.movements.map((m) => (
              <Descriptions.Item key={m.kind} label={`${m.kind_name}（${m.count}笔）`}>
                <span data-testid={`my-statement-${m.kind}`}>{m.amount}</span>
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="本月下单">{`${s.orders.count}笔 ¥${s.orders.amount}`}</Descriptions.Item>
            <Descriptions.Item label="退款合计">{s.refunds.total}</Descriptions.Item>
            {s.transfers.map((t) => (
              <Descriptions.Item key={t.purpose} label={`线下汇款·${t.purpose_name}（${t.count}笔）`}>
                {t.amount}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="账期用款 / 还款">{`${s.credit.used} / ${s.credit.repaid}`}</Descriptions.Item>
            <Descriptions.Item label="期末账期欠款">{s.credit.closing}</Descriptions.Item>
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey={(l) => `${l.created_at}-${l.balance_after}-${l.note}`}
            dataSource={s.lines}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: '本月没有余额变动' }}
            columns={[
              { title: '时间', dataIndex: 'created_at', render: formatTime },
              { title: '类型', dataIndex: 'kind_name' },
              { title: '金额（元）', dataIndex: 'amount', align: 'right' },
              { title: '余额（元）', dataIndex: 'balance_after', align: 'right' },
              { title: '说明', dataIndex: 'note', ellipsis: true },
            ]}
          />
        </>
      )}
    </div>
  );
}
