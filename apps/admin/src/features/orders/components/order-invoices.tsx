import { useState } from 'react';
import { Card, Space, Tag, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { OperatorOrderDetail } from '@yaocai/contract';
import { formatTime, formatYuan } from '@yaocai/web-kit/format';
import { useCan } from '../../account/api/me';
import { InvoiceReissueModal } from './invoice-reissue-modal';
import { RowButton } from '../../../components/list-kit/row-button';
import { actionsColumn, PartsTable } from '../../../components/list-kit/crud-table';

type Invoice = OperatorOrderDetail['invoices'][number];

const STATUS_COLORS: Record<Invoice['status'], string> = {
  issued: 'green',
  partly_reversed: 'orange',
  reversed: 'default',
};

const columns: TableColumnsType<Invoice> = [
  {
    title: '发票号码',
    key: 'no',
    width: 230,
    render: (_, i) => (
      <Space size={6}>
        <Tag color={i.kind === 'red' ? 'red' : 'blue'}>{i.kind_name}</Tag>
        {i.invoice_no}
      </Space>
    ),
  },
  { title: '抬头', dataIndex: 'title', width: 150, ellipsis: true, render: (v: string) => v || '—' },
  {
    title: '原发票',
    dataIndex: 'original_no',
    width: 190,
    render: (v: string) => (v ? <span data-testid="order-invoice-original">{v}</span> : '—'),
  },
  {
    title: '价税合计',
    dataIndex: 'amount',
    width: 110,
    align: 'right',
    render: (v: string) => <span data-testid="order-invoice-amount">{formatYuan(v)}</span>,
  },
  { title: '税额', dataIndex: 'tax_amount', width: 100, align: 'right', render: formatYuan },
  { title: '开票时间', dataIndex: 'issued_at', width: 150, render: formatTime },
  {
    title: '状态',
    key: 'status',
    width: 90,
    render: (_, i) => <Tag color={STATUS_COLORS[i.status]}>{i.status_name}</Tag>,
  },
  {
    title: 'PDF',
    key: 'pdf',
    width: 80,
    render: (_, i) => (
      <a href={i.pdf_url} target="_blank" rel="noopener noreferrer" data-testid="order-invoice-pdf">
        <FilePdfOutlined /> 查看
      </a>
    ),
  },
];

/** A blue invoice with something still in force may be voided and issued again. */
const reissuable = (i: Invoice) => i.kind === 'blue' && i.status !== 'reversed';

/**
 * The order's e-invoices: the blue one issued at payment, a red one per refund or 冲红 (negative,
 * linked to its original), and for staff with invoice.reissue a 冲红重开 on each blue one in force.
 */
export function OrderInvoices({ invoices }: { invoices: Invoice[] }) {
  const can = useCan();
  const [reissuing, setReissuing] = useState<Invoice | null>(null);
  const list: TableColumnsType<Invoice> = can('invoice.reissue')
    ? [
        ...columns,
        actionsColumn(
          (i) =>
            reissuable(i) && (
              <RowButton
                label="冲红重开"
                testId="order-invoice-reissue"
                danger
                onClick={() => setReissuing(i)}
              />
            ),
          { width: 90, fixed: false },
        ),
      ]
    : columns;
  return (
    <Card size="small" title={`电子发票（${invoices.length}）`} data-testid="order-invoices">
      {invoices.length === 0 ? (
        <span className="muted">订单支付后自动开具</span>
      ) : (
        <PartsTable<Invoice>
          rows={invoices}
          columns={list}
          scroll={{ x: 1140 }}
          onRow={(i) => ({ 'data-testid': `order-invoice-${i.kind}` }) as React.HTMLAttributes<HTMLElement>}
        />
      )}
      <InvoiceReissueModal invoice={reissuing} onClose={() => setReissuing(null)} />
    </Card>
  );
}
