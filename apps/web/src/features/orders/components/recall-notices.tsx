import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, InputNumber, Input, Space, Table, Tag } from 'antd';
import type { RecallNotice } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { useAcknowledgeRecall, useRecallNotices, useRecallReturn } from '../api/recalls';

const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'gold' };

function Acknowledge({ notice }: { notice: RecallNotice }) {
  const { message } = App.useApp();
  const acknowledge = useAcknowledgeRecall();
  const [destroyed, setDestroyed] = useState(0);
  const [note, setNote] = useState('');
  if (notice.acknowledged_at) {
    return (
      <p className="cell-grey" data-testid="recall-acknowledged">
        已于 {notice.acknowledged_at} 确认收到召回通知
        {notice.destroyed_units > 0 ? `，已就地销毁 ${notice.destroyed_units} 件` : ''}。
      </p>
    );
  }
  return (
    <Space wrap>
      <span>已就地销毁</span>
      <InputNumber min={0} precision={0} value={destroyed} onChange={(v) => setDestroyed(v ?? 0)} />
      <span>件</span>
      <Input
        placeholder="说明（选填，如已下架封存）"
        maxLength={200}
        style={{ width: 240 }}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        loading={acknowledge.isPending}
        data-testid="recall-acknowledge"
        onClick={() =>
          void acknowledge
            .mutateAsync({ id: notice.id, destroyed_units: destroyed, note })
            .then(() => message.success('已确认召回通知'))
            .catch(() => undefined)
        }
      >
        确认已停售并回复
      </Button>
    </Space>
  );
}

function NoticeCard({ notice }: { notice: RecallNotice }) {
  const navigate = useNavigate();
  const giveBack = useRecallReturn();
  return (
    <Alert
      type="error"
      showIcon
      className="recall-notice"
      data-testid="recall-notice"
      style={{ marginBottom: 12 }}
      title={
        <span>
          <Tag color={LEVEL_COLORS[notice.level]}>{notice.level_name}</Tag>
          药品召回通知 {notice.recall_no}（{notice.created_at}）
        </span>
      }
      description={
        <div>
          <p>
            <b>召回原因：</b>
            {notice.reason}
          </p>
          <p>
            <b>处置要求：</b>
            {notice.instructions}
          </p>
          {notice.orders.map((order) => (
            <div
              key={order.order_id}
              style={{ margin: '8px 0' }}
              data-testid="recall-order"
              data-order-no={order.order_no}
            >
              <Space wrap style={{ marginBottom: 4 }}>
                <span>
                  订单 <Link to={paths.orderInfo(order.order_id)}>{order.order_no}</Link> 中收到的召回商品：
                </span>
                {order.returnable && (
                  <Button
                    type="primary"
                    danger
                    size="small"
                    loading={giveBack.isPending && giveBack.variables === order.order_id}
                    data-testid="recall-return"
                    onClick={() =>
                      void giveBack
                        .mutateAsync(order.order_id)
                        .then((sale) => navigate(paths.returnInfo(sale.after_sale_id)))
                        .catch(() => undefined)
                    }
                  >
                    一键退货
                  </Button>
                )}
                {order.after_sale_id && (
                  <Link to={paths.returnInfo(order.after_sale_id)} data-testid="recall-return-link">
                    已申请退货，查看进度
                  </Link>
                )}
              </Space>
              <Table
                size="small"
                rowKey="order_line_id"
                pagination={false}
                dataSource={order.lines}
                columns={[
                  { title: '商品', render: (_, l) => `${l.goods_name} ${l.spec}` },
                  { title: '生产厂家', dataIndex: 'manufacturer' },
                  { title: '批号', dataIndex: 'batch_no' },
                  { title: '有效期至', dataIndex: 'expires_on' },
                  { title: '数量', render: (_, l) => `${l.quantity}${l.unit}` },
                  {
                    title: '追溯码',
                    dataIndex: 'codes',
                    render: (codes: string[]) => (codes.length > 0 ? codes.join('、') : '—'),
                  },
                ]}
              />
            </div>
          ))}
          {notice.status === 'open' && <Acknowledge notice={notice} />}
        </div>
      }
    />
  );
}

/** The recalls that reached the member (all, or one order's): a red banner per recall. */
export function RecallNotices({ orderId }: { orderId?: number }) {
  const { data } = useRecallNotices(orderId);
  if (!data || data.list.length === 0) return null;
  return (
    <div data-testid="recall-notices">
      {data.list.map((n) => (
        <NoticeCard key={n.id} notice={n} />
      ))}
    </div>
  );
}
