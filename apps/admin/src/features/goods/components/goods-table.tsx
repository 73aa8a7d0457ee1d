import { Image, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { OperatorGoodsSummary } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { tableOf } from '../../../components/list-kit/crud-table';
import { ExpiryDay } from './expiry-day';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  mayEdit: boolean;
  mayStock: boolean;
  onEdit: (goods: OperatorGoodsSummary) => void;
  onBatches: (goods: OperatorGoodsSummary) => void;
}

function columns({ mayEdit, mayStock, onEdit, onBatches }: Actions): TableColumnsType<OperatorGoodsSummary> {
  const list: TableColumnsType<OperatorGoodsSummary> = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 64,
      render: (src: string, goods) => (
        <Image src={src} width={44} height={44} alt={goods.name} className="goods-thumb" />
      ),
    },
    {
      title: '名称',
      key: 'name',
      render: (_, goods) => (
        <div>
          <Typography.Text strong>{goods.name}</Typography.Text>
          {goods.trade_name && <span className="muted">（{goods.trade_name}）</span>}
          <div className="muted goods-meta">
            编号 {goods.id} · {goods.kind_name}
          </div>
        </div>
      ),
    },
    {
      title: '规格',
      key: 'spec',
      width: 130,
      render: (_, goods) => (
        <div>
          <div>{goods.spec}</div>
          <div className="muted goods-meta">单位：{goods.unit}</div>
        </div>
      ),
    },
    {
      title: '厂家 / 批准文号',
      key: 'maker',
      width: 210,
      render: (_, goods) => (
        <div className="goods-maker">
          <Tooltip title={goods.manufacturer} placement="topLeft">
            <div className="nowrap-ellipsis">{goods.manufacturer}</div>
          </Tooltip>
          <div className="muted goods-meta">{goods.approval_number || '—'}</div>
        </div>
      ),
    },
    {
      title: '分类',
      key: 'category',
      width: 112,
      render: (_, goods) => (
        <div>
          <div>{goods.category}</div>
          <div className="muted goods-meta">{goods.scope_class}</div>
        </div>
      ),
    },
    {
      title: '供货价 / 零售价',
      key: 'prices',
      width: 124,
      align: 'right',
      render: (_, goods) => (
        <div>
          <div className="money money-strong">{formatYuan(goods.base_price)}</div>
          <div className="money muted">{formatYuan(goods.retail_price)}</div>
        </div>
      ),
    },
    {
      title: '库存',
      dataIndex: 'stock',
      width: 84,
      align: 'right',
      render: (stock: number, goods) =>
        stock > 0 ? (
          <span className="nowrap">
            {stock}
            {goods.unit}
          </span>
        ) : (
          <Tag color="red">无货</Tag>
        ),
    },
    {
      title: '近效期',
      dataIndex: 'nearest_expiry',
      width: 104,
      render: (day: string) => <ExpiryDay day={day} />,
    },
    {
      title: '上架',
      dataIndex: 'on_sale',
      width: 76,
      render: (onSale: number) =>
        onSale ? <Tag color="success">已上架</Tag> : <Tag color="default">已下架</Tag>,
    },
  ];
  if (mayEdit || mayStock) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 104,
      fixed: 'right',
      render: (_, goods) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          {mayEdit && <RowButton label="编辑" testId="goods-edit" onClick={() => onEdit(goods)} />}
          {mayStock && <RowButton label="批次" testId="goods-batches" onClick={() => onBatches(goods)} />}
        </Space>
      ),
    });
  }
  return list;
}

export const GoodsTable = tableOf(columns, {
  scrollX: 1136,
  emptyText: '没有符合条件的商品',
  testIdOf: (row) => `goods-row-${row.id}`,
});
