import { useState } from 'react';
import { App, Button, Card, Descriptions, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import type { RecallDetail } from '@yaocai/contract';
import { useParams } from 'react-router';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useCloseRecall, useRecall, useResolveHold } from '../api/recalls';
import { LEVEL_COLORS } from './recalls-page';

type Buyer = RecallDetail['buyer_rows'][number];
type Hold = RecallDetail['holds'][number];

/** One recall: its batches, every buyer's units (shipped, returned, destroyed, still out), held lines, closing. */
export function RecallDetailPage() {
  const id = Number(useParams().id);
  const recall = useRecall(id);
  const resolve = useResolveHold();
  const close = useCloseRecall();
  const [closing, setClosing] = useState(false);
  const [note, setNote] = useState('');
  const { message } = App.useApp();
  const r = recall.data;

  const holdActions = (h: Hold) =>
    h.status === 'held' ? (
      <Space size={0}>
        <Popconfirm
          title="从其他批次换出同样数量发货？"
          onConfirm={() =>
            resolve
              .mutateAsync({ id: h.id, step: 'repick' })
              .then((a) => void message.success(`已换批：${a.batch_no}`))
          }
        >
          <Button type="link" size="small" data-testid="hold-repick">
            换批
          </Button>
        </Popconfirm>
        <Popconfirm
          title="为购货单位退还这项商品的款项？"
          onConfirm={() =>
            resolve.mutateAsync({ id: h.id, step: 'refund' }).then(() => void message.success('已退款'))
          }
        >
          <Button type="link" size="small" danger data-testid="hold-refund">
            退款
          </Button>
        </Popconfirm>
      </Space>
    ) : (
      (h.resolved_at ?? '')
    );

  return (
    <>
      <PageHeader
        title={r ? `召回 ${r.recall_no}` : '召回详情'}
        crumbs={[{ title: '质量' }, { title: '召回管理', to: '/recalls' }, { title: '召回详情' }]}
        extra={
          r && (
            <Space>
              <Button href={`/api/operator/recalls/${r.id}/export?format=xlsx`} data-testid="recall-export">
                导出召回报告
              </Button>
              {r.status === 'open' && (
                <Button type="primary" onClick={() => setClosing(true)} data-testid="recall-close">
                  关闭召回
                </Button>
              )}
            </Space>
          )
        }
      />
      <PageBody>
        {r && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card>
              <Descriptions column={2} size="small">
                <Descriptions.Item label="级别">
                  <Tag color={LEVEL_COLORS[r.level]}>{r.level_name}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label="状态">
                  <Tag color={r.status === 'open' ? 'processing' : 'default'} data-testid="recall-status">
                    {r.status_name}
                  </Tag>
                </Descriptions.Item>
                <Descriptions.Item label="发起">{`${r.created_by} ${r.created_at}`}</Descriptions.Item>
                <Descriptions.Item label="关闭">{r.closed_at ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="召回原因" span={2}>
                  {r.reason}
                </Descriptions.Item>
                <Descriptions.Item label="处置要求" span={2}>
                  {r.instructions}
                </Descriptions.Item>
                {r.close_note && (
                  <Descriptions.Item label="关闭说明" span={2}>
                    {r.close_note}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
            <Card title="召回批次" size="small">
              <Table
                rowKey="batch_id"
                size="small"
                pagination={false}
                dataSource={r.batch_rows}
                columns={[
                  { title: '商品', render: (_, b) => `${b.goods_name} ${b.spec}` },
                  { title: '生产厂家', dataIndex: 'manufacturer' },
                  { title: '批号', dataIndex: 'batch_no' },
                  { title: '有效期至', dataIndex: 'expires_on' },
                  { title: '召回时库存', dataIndex: 'units_held', align: 'right' },
                  { title: '隔离库存', dataIndex: 'stock', align: 'right' },
                  { title: '已售', dataIndex: 'units_sold', align: 'right' },
                ]}
              />
            </Card>
            <Card title={`购货单位（已回复 ${r.answered} / ${r.buyers}）`} size="small">
              <Table<Buyer>
                rowKey="member_id"
                size="small"
                pagination={false}
                dataSource={r.buyer_rows}
                locale={{ emptyText: '没有已收货的购货单位' }}
                onRow={(b) => ({ 'data-testid': `recall-buyer-${b.username}` }) as object}
                columns={[
                  { title: '购货单位', render: (_, b) => `${b.company}（${b.username}）` },
                  { title: '订单', dataIndex: 'order_nos', render: (nos: string[]) => nos.join('、') },
                  { title: '已发货', dataIndex: 'units_shipped', align: 'right' },
                  { title: '已退回', dataIndex: 'units_returned', align: 'right' },
                  { title: '确认销毁', dataIndex: 'units_destroyed', align: 'right' },
                  {
                    title: '在外',
                    dataIndex: 'units_out',
                    align: 'right',
                    render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : n),
                  },
                  {
                    title: '确认时间',
                    dataIndex: 'acknowledged_at',
                    render: (at: string | null, b) => at ?? <Tag>未回复（{b.notified_at} 已通知）</Tag>,
                  },
                  { title: '说明', dataIndex: 'note' },
                ]}
              />
            </Card>
            <Card title="暂停发货的订单商品" size="small">
              <Table<Hold>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={r.holds}
                locale={{ emptyText: '没有暂停发货的订单' }}
                columns={[
                  { title: '订单号', dataIndex: 'order_no' },
                  { title: '购货单位', dataIndex: 'company' },
                  { title: '商品', dataIndex: 'goods_name' },
                  { title: '批号', dataIndex: 'batch_no' },
                  { title: '数量', dataIndex: 'quantity', align: 'right' },
                  { title: '状态', dataIndex: 'status_name', render: (s: string) => <Tag>{s}</Tag> },
                  { title: '处理', key: 'actions', render: (_, h) => holdActions(h) },
                ]}
              />
            </Card>
          </Space>
        )}
      </PageBody>
      <Modal
        title="关闭召回"
        open={closing}
        confirmLoading={close.isPending}
        onCancel={() => setClosing(false)}
        onOk={() =>
          close
            .mutateAsync({ id, note })
            .then(() => {
              setClosing(false);
              void message.success('召回已关闭');
            })
            .catch(() => undefined)
        }
      >
        <p>全部购货单位已回复时可直接关闭；仍有未回复的，请写明关闭原因（如已电话确认、已上门回收）。</p>
        <Input.TextArea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </Modal>
    </>
  );
}
