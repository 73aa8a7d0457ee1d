import { Card, Drawer, Form, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import type { GoodsBatch, OperatorGoodsSummary } from '@yaocai/contract';
import { useGoodsDetail } from '../api/goods-detail';
import { rowTestId } from '../../../components/list-kit/row-test-id';
import { BatchForm, batchValues, type BatchValues } from './batch-form';
import { ExpiryDay } from './expiry-day';
import { RowButton } from '../../../components/list-kit/row-button';
import { actionsColumn } from '../../../components/list-kit/crud-table';

/** 批次: the goods' batches (GSP: 批号, dates, stock, 检验报告) and the form to stock or correct one. */
export function BatchDrawer({ goods, onClose }: { goods: OperatorGoodsSummary | null; onClose: () => void }) {
  const detail = useGoodsDetail(goods?.id ?? null);
  const [form] = Form.useForm<BatchValues>();
  const loaded = detail.data && detail.data.id === goods?.id ? detail.data : undefined;
  const batches = loaded?.batches ?? [];

  const columns: TableColumnsType<GoodsBatch> = [
    { title: '批号', dataIndex: 'batch_no' },
    { title: '生产日期', dataIndex: 'produced_on', width: 110 },
    {
      title: '有效期至',
      dataIndex: 'expires_on',
      width: 110,
      render: (day: string) => <ExpiryDay day={day} />,
    },
    {
      title: '库存',
      dataIndex: 'stock',
      width: 90,
      align: 'right',
      render: (stock: number) => `${stock}${goods?.unit ?? ''}`,
    },
    {
      title: '检验报告',
      dataIndex: 'quality_report_url',
      width: 80,
      render: (url: string) =>
        url ? (
          <a href={url} target="_blank" rel="noreferrer">
            查看
          </a>
        ) : (
          <span className="muted">—</span>
        ),
    },
    actionsColumn(
      (batch) => <RowButton label="修改" onClick={() => form.setFieldsValue(batchValues(batch))} />,
      { width: 64, fixed: false },
    ),
  ];

  return (
    <Drawer
      open={goods !== null}
      onClose={onClose}
      size={780}
      title={goods ? `批次管理 · ${goods.name} ${goods.spec}` : '批次管理'}
      destroyOnHidden
      data-testid="batch-drawer"
    >
      {goods && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {goods.manufacturer}
          {goods.approval_number ? ` · ${goods.approval_number}` : ''} · 在库 {loaded?.stock ?? goods.stock}
          {goods.unit}
        </Typography.Paragraph>
      )}
      {loaded ? (
        <Table<GoodsBatch>
          rowKey="id"
          size="small"
          bordered
          columns={columns}
          dataSource={batches}
          pagination={false}
          locale={{ emptyText: '暂无批次，请在下方入库' }}
          onRow={(batch) => rowTestId(`batch-row-${batch.batch_no}`)}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      {goods && (
        <Card size="small" title="入库 / 更正批次" style={{ marginTop: 16 }}>
          <BatchForm goodsId={goods.id} unit={goods.unit} batches={batches} form={form} />
        </Card>
      )}
    </Drawer>
  );
}
