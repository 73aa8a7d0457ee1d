import type { HTMLAttributes } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { expiryLevel } from '../../../lib/expiry';
import type { OrderLine } from '../api/types';

const columns: TableColumnsType<OrderLine> = [
  {
    title: '商品信息',
    key: 'goods',
    render: (_, l) => (
      <div className="order-goods">
        <span className="order-goods__img">
          {l.goods_image ? <img src={l.goods_image} alt="" loading="lazy" /> : <MedicineBoxOutlined />}
        </span>
        <div>
          <Link to={paths.goodsInfo(l.goods_id)} className="order-goods__name">
            {l.is_gift === 1 && <em className="order-goods__flag">赠品</em>}
            {l.goods_name}
          </Link>
          <div className="order-goods__meta">
            {l.spec} ｜ {l.dosage_form} ｜ {l.manufacturer}
          </div>
          <div className="order-goods__meta">批准文号 {l.approval_number}</div>
        </div>
      </div>
    ),
  },
  {
    title: '批号',
    key: 'batch',
    width: 110,
    render: (_, l) => <span data-testid="order-line-batch">{l.batch_no}</span>,
  },
  { title: '生产日期', dataIndex: 'produced_on', width: 100, className: 'cell-grey' },
  {
    title: '有效期至',
    key: 'expiry',
    width: 100,
    render: (_, l) => {
      const level = expiryLevel(l.expires_on);
      return <span className={level === 'normal' ? '' : `expiry expiry--${level}`}>{l.expires_on}</span>;
    },
  },
  { title: '单价', key: 'price', width: 90, render: (_, l) => `¥${l.price}` },
  { title: '数量', key: 'qty', width: 80, render: (_, l) => `${l.quantity}${l.unit}` },
  { title: '金额', key: 'amount', width: 100, render: (_, l) => `¥${l.amount}` },
  {
    title: '实付',
    key: 'paid',
    width: 100,
    render: (_, l) => <b className="text-red">¥{l.paid_amount}</b>,
  },
];

/** The order's GSP sales record: goods, batch, production and expiry dates, quantity and money. */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  return (
    <Table<OrderLine>
      rowKey="id"
      size="small"
      className="order-lines"
      columns={columns}
      dataSource={lines}
      pagination={false}
      onRow={() => ({ 'data-testid': 'order-line' }) as HTMLAttributes<HTMLElement>}
    />
  );
}
