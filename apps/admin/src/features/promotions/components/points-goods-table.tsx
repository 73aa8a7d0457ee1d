import { Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorPointsGoods } from '@yaocai/contract';
import { CrudTable, type ServerPaging } from '../../../components/list-kit/crud-table';
import { RowButton } from '../../../components/list-kit/row-button';

const plainYuan = (yuan: string) => yuan.replace(/\.00$/, '');

/** 满200减10 (or 无门槛减10) as staff write it. */
const couponRule = (item: OperatorPointsGoods) =>
  Number(item.coupon_threshold) > 0
    ? `满${plainYuan(item.coupon_threshold)}减${plainYuan(item.coupon_amount)}`
    : `无门槛减${plainYuan(item.coupon_amount)}`;

function columns(
  mayUpdate: boolean,
  onEdit: (item: OperatorPointsGoods) => void,
): TableColumnsType<OperatorPointsGoods> {
  const list: TableColumnsType<OperatorPointsGoods> = [
    {
      title: '商品',
      key: 'item',
      render: (_, item) => (
        <div className="pg-item">
          <img src={item.image} alt="" className="pg-item__image" />
          <div>
            <Typography.Text strong>{item.name}</Typography.Text>
            <div className="muted goods-meta">
              {item.kind === 'coupon'
                ? `${couponRule(item)}，${item.coupon_days}天有效`
                : item.description || '—'}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind_name',
      width: 96,
      render: (name: string, item) => <Tag color={item.kind === 'coupon' ? 'volcano' : 'gold'}>{name}</Tag>,
    },
    { title: '所需积分', dataIndex: 'points', width: 96, align: 'right' },
    {
      title: '库存',
      dataIndex: 'stock',
      width: 80,
      align: 'right',
      render: (stock: number) => (stock > 0 ? stock : <Typography.Text type="danger">0</Typography.Text>),
    },
    { title: '已兑换', dataIndex: 'exchanged', width: 80, align: 'right' },
    {
      title: '每人限兑',
      dataIndex: 'limit_per_member',
      width: 90,
      render: (limit: number) => (limit > 0 ? `${limit} 件` : <span className="muted">不限</span>),
    },
    { title: '排序', dataIndex: 'sort', width: 64, align: 'right' },
    {
      title: '状态',
      dataIndex: 'is_on',
      width: 80,
      render: (on: number) => (on === 1 ? <Tag color="success">上架</Tag> : <Tag>下架</Tag>),
    },
  ];
  if (mayUpdate) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_, item) => <RowButton label="编辑" testId="pg-edit" onClick={() => onEdit(item)} />,
    });
  }
  return list;
}

export function PointsGoodsTable({
  items,
  loading,
  mayUpdate,
  onEdit,
  paging,
}: {
  items?: OperatorPointsGoods[];
  loading: boolean;
  mayUpdate: boolean;
  onEdit: (item: OperatorPointsGoods) => void;
  paging: ServerPaging;
}) {
  return (
    <CrudTable<OperatorPointsGoods>
      rows={items}
      columns={columns(mayUpdate, onEdit)}
      loading={loading}
      scrollX={960}
      paging={paging}
      emptyText={'暂无兑换商品'}
      testIdOf={(item) => `pg-row-${item.id}`}
    />
  );
}
