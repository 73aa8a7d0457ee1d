import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatTime } from '@yaocai/web-kit/format';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Tabs, Tag } from 'antd';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from '@yaocai/contract';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { cartQueryKey } from '../../cart/api/cart-list';
import { buyAtQuote, useMyQuotes, type QuoteItem, type QuoteStatus } from '../api/quotes';

const STATUS_COLOURS: Record<QuoteStatus, string> = {
  open: 'gold',
  answered: 'green',
  refused: 'red',
  used: 'blue',
  expired: 'default',
};

const today = () => new Date().toISOString().slice(0, 10);

/** 我的询价 (/wdxj): the member's quotes by status; an answered, valid quote is bought at its price. */
export function MyQuotesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (QUOTE_STATUSES as readonly string[]).includes(raw) ? (raw as QuoteStatus) : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useMyQuotes(page, status);
  const [busy, setBusy] = useState<number | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const buy = async (q: QuoteItem) => {
    setBusy(q.id);
    try {
      await buyAtQuote(q.goods_id, q.quantity, q.id);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void message.success('已按报价加入购物车');
      void navigate(paths.cart);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(null);
    }
  };

  return (
    <UserCentreFrame testId="my-quotes-page">
      <div className="uc-head">
        <h1>我的询价</h1>
      </div>
      <p className="cell-grey">
        在商品详情页采购量达到询价起点即可询价；报价后在有效期内可按报价购买一次，数量为询价数量。
      </p>
      <Tabs
        activeKey={status || 'all'}
        onChange={(k) => setParams(k === 'all' ? {} : { status: k })}
        items={[
          { key: 'all', label: '全部' },
          ...QUOTE_STATUSES.map((s) => ({ key: s, label: QUOTE_STATUS_LABELS[s] })),
        ]}
      />
      <Table<QuoteItem>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '暂无询价' }}
        pagination={{
          current: page,
          pageSize: data?.page_size ?? 10,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setParams({ ...(status && { status }), page: String(p) }),
        }}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, q) => (
              <div>
                <Link to={paths.goodsInfo(q.goods_id)}>{q.goods_name}</Link>
                <div className="cell-grey">
                  {q.spec} {q.manufacturer}
                </div>
              </div>
            ),
          },
          { title: '数量', key: 'quantity', render: (_, q) => `${q.quantity}${q.unit}` },
          { title: '原单价', dataIndex: 'normal_price', render: (v: string) => `¥${v}` },
          { title: '期望单价', dataIndex: 'expected_price', render: (v: string) => `¥${v}` },
          {
            title: '报价',
            key: 'price',
            render: (_, q) =>
              q.price ? (
                <div>
                  <b className="price-red" data-testid="quote-price">
                    ¥{q.price}
                  </b>
                  {q.valid_until && <div className="cell-grey">有效期至 {q.valid_until}</div>}
                </div>
              ) : (
                '—'
              ),
          },
          {
            title: '状态',
            key: 'status',
            render: (_, q) => (
              <div>
                <Tag color={STATUS_COLOURS[q.status]}>{QUOTE_STATUS_LABELS[q.status]}</Tag>
                {q.refuse_reason && <div className="cell-grey">{q.refuse_reason}</div>}
              </div>
            ),
          },
          { title: '询价时间', dataIndex: 'created_at', render: formatTime },
          {
            title: '操作',
            key: 'op',
            render: (_, q) => {
              if (q.status === 'answered' && (!q.valid_until || q.valid_until >= today()))
                return (
                  <Button
                    type="primary"
                    size="small"
                    loading={busy === q.id}
                    onClick={() => void buy(q)}
                    data-testid="quote-buy"
                  >
                    按报价购买
                  </Button>
                );
              if (q.order_id) return <Link to={paths.orderInfo(q.order_id)}>查看订单</Link>;
              return null;
            },
          },
        ]}
      />
    </UserCentreFrame>
  );
}
