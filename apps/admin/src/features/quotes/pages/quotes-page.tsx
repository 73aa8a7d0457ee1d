import { useState } from 'react';
import { App, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { ListPage } from '../../../components/list-kit/list-page';
import { actionsColumn, CrudTable } from '../../../components/list-kit/crud-table';
import { FilterForm, useFilters, type FilterField } from '../../../components/list-kit/filter-form';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useOperatorQuotes, useRefuseQuote, useReplyQuote, type OperatorQuoteItem } from '../api/quotes';
import { QuoteReplyModal } from '../components/quote-reply-modal';
import { RowButton } from '../../../components/list-kit/row-button';

const COLOURS: Record<QuoteStatus, string> = {
  open: 'gold',
  answered: 'green',
  refused: 'red',
  used: 'blue',
  expired: 'default',
};
const FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'keyword', label: '关键词', placeholder: '商品名、会员账号或单位名称', span: 8 },
];

/** 询价管理: members' quotes by status; 答复 with a price and a validity, or 拒绝 with a reason. */
export function QuotesPage() {
  const list = useListParams();
  const { filters, barProps } = useFilters(FIELDS, list);
  const raw = list.search.get('status') ?? '';
  const status = (QUOTE_STATUSES as readonly string[]).includes(raw) ? (raw as QuoteStatus) : undefined;
  const quotes = useOperatorQuotes({ page: list.page, status, keyword: filters.keyword || undefined });
  const reply = useReplyQuote();
  const refuse = useRefuseQuote();
  const [replying, setReplying] = useState<OperatorQuoteItem | null>(null);
  const refusing = useDialog<OperatorQuoteItem>();
  const { message } = App.useApp();

  const columns: TableColumnsType<OperatorQuoteItem> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, q) => (
        <div>
          <div>{q.goods_name}</div>
          <Typography.Text type="secondary">
            {q.spec} {q.manufacturer}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '会员',
      key: 'member',
      width: 180,
      render: (_, q) => (
        <div>
          <div>{q.company || q.username}</div>
          <Typography.Text type="secondary">{q.username}</Typography.Text>
        </div>
      ),
    },
    { title: '数量', key: 'quantity', width: 90, render: (_, q) => `${q.quantity}${q.unit}` },
    { title: '正常单价', dataIndex: 'normal_price', width: 96, render: (v: string) => `¥${v}` },
    { title: '期望单价', dataIndex: 'expected_price', width: 96, render: (v: string) => `¥${v}` },
    {
      title: '报价',
      key: 'price',
      width: 150,
      render: (_, q) =>
        q.price ? (
          <div>
            ¥{q.price}
            <div>
              <Typography.Text type="secondary">至 {q.valid_until}</Typography.Text>
            </div>
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: '状态',
      key: 'status',
      width: 140,
      render: (_, q) => (
        <div>
          <Tag color={COLOURS[q.status]}>{QUOTE_STATUS_LABELS[q.status]}</Tag>
          {q.refuse_reason && <Typography.Text type="secondary">{q.refuse_reason}</Typography.Text>}
          {q.replied_by && <div className="cell-grey">{q.replied_by}</div>}
        </div>
      ),
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    { title: '询价时间', dataIndex: 'created_at', width: 160, render: formatTime },
    actionsColumn<OperatorQuoteItem>(
      (q) =>
        q.status === 'open' && (
          <Space>
            <RowButton label="答复" testId="quote-reply" onClick={() => setReplying(q)} />
            <RowButton label="拒绝" testId="quote-refuse" danger onClick={() => refusing.open(q)} />
          </Space>
        ),
      { width: 120 },
    ),
  ];

  return (
    <ListPage
      header={
        <PageHeader title="询价管理" crumbs={[{ title: '询价管理' }]}>
          <Tabs
            activeKey={status ?? 'all'}
            items={[
              { key: 'all', label: '全部' },
              ...QUOTE_STATUSES.map((s) => ({ key: s, label: QUOTE_STATUS_LABELS[s] })),
            ]}
            onChange={(key) => list.filter({ status: key === 'all' ? undefined : key })}
          />
        </PageHeader>
      }
      notice="报价须低于会员的正常单价；会员在有效期内可按报价购买一次（数量为询价数量），答复和拒绝都会发消息给会员。"
      filters={<FilterForm {...barProps} searchTestId="quotes-search" />}
      refresh={quotes}
      overlays={
        <>
          <QuoteReplyModal
            quote={replying}
            pending={reply.isPending}
            onCancel={() => setReplying(null)}
            onSubmit={async (input) => {
              await reply.mutateAsync({ id: replying!.id, ...input });
              setReplying(null);
              void message.success('报价已发送给会员');
            }}
          />
          <ReasonModal
            open={refusing.target !== null}
            title={`拒绝询价：${refusing.target?.goods_name ?? ''}`}
            label="拒绝原因"
            placeholder="例如：该数量无法给出更低价格，会员可以看到"
            okText="拒绝"
            testId="quote-refuse"
            {...refusing.submitsTo(refuse, (reason: string, q) => ({ id: q.id, reason }), '已拒绝该询价')}
          />
        </>
      }
    >
      <CrudTable
        rows={quotes.data?.list}
        columns={columns}
        loading={quotes.isLoading}
        emptyText="暂无询价"
        testIdOf={(q) => `quote-${q.id}`}
        paging={list.paging(quotes.data, '条询价')}
        scrollX={1300}
      />
    </ListPage>
  );
}
