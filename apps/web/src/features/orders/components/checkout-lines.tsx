import { Table, type TableColumnsType } from 'antd';
import { GiftOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { TRADE_UP_LINE_TYPE } from '@yaocai/domain';
import type { CheckoutPreview, PreviewLine } from '../api/types';

const columns: TableColumnsType<PreviewLine> = [
  {
    title: '商品信息',
    key: 'goods',
    render: (_, line) => {
      const image = line.goods?.goods_image?.[0] ?? line.combination?.image;
      return (
        <div className="order-goods">
          <span className="order-goods__img">
            {image ? <img src={image} alt="" /> : <MedicineBoxOutlined />}
          </span>
          <div>
            <div className="order-goods__name">
              {line.type === 1 && (
                <em className="order-goods__flag">{line.activity?.kind === 'daily' ? '特价' : '秒杀'}</em>
              )}
              {line.type === 3 && <em className="order-goods__flag">组合</em>}
              {line.type === TRADE_UP_LINE_TYPE && (
                <em className="order-goods__flag" data-testid="checkout-line-trade-up">
                  换购
                </em>
              )}
              {line.storewide && (
                <em className="order-goods__flag" data-testid="checkout-line-discount">
                  {line.storewide.label}
                </em>
              )}
              {line.goods?.name ?? line.combination?.name}
            </div>
            {line.goods && (
              <div className="order-goods__meta">
                {line.goods.ypgg} ｜ {line.goods.sccj}
              </div>
            )}
            {line.combination && (
              <div className="order-goods__meta">
                {line.combination.items.map((i) => `${i.name} ${i.ypgg} × ${i.number}${i.bzdw}`).join('、')}
              </div>
            )}
          </div>
        </div>
      );
    },
  },
  {
    title: '批号 / 有效期',
    key: 'batches',
    width: 230,
    render: (_, line) =>
      line.batches.length === 0 ? (
        <span className="cell-grey">—</span>
      ) : (
        <ul className="batch-list">
          {line.batches.map((b) => (
            <li key={`${b.goods_id}-${b.batch_no}`} data-testid="checkout-batch">
              {b.batch_no} ｜ 效期至 {b.expires_on} × {b.number}
            </li>
          ))}
        </ul>
      ),
  },
  {
    title: '单价',
    key: 'price',
    width: 110,
    render: (_, line) => (
      <span data-testid="checkout-line-price">
        ¥{line.price}
        {line.storewide && line.goods?.base_price && (
          <del className="cell-grey checkout-lines__was">¥{line.goods.base_price}</del>
        )}
      </span>
    ),
  },
  { title: '数量', key: 'number', width: 80, render: (_, line) => `${line.number}${line.goods?.bzdw ?? ''}` },
  {
    title: '小计',
    key: 'amount',
    width: 120,
    render: (_, line) => (
      <>
        <b className="text-red">¥{line.amount}</b>
        {Number(line.goods_manjian_amount) > 0 && (
          <div className="cell-grey" data-testid="checkout-line-manjian">
            满减 -¥{line.goods_manjian_amount}
          </div>
        )}
        {Number(line.coupon_amount) > 0 && <div className="cell-grey">优惠券 -¥{line.coupon_amount}</div>}
      </>
    ),
  },
];

/** The lines of the order to be placed, with the batches they would ship from (first expiry first). */
export function CheckoutLines({ preview }: { preview: CheckoutPreview }) {
  return (
    <>
      <Table<PreviewLine>
        rowKey="id"
        size="small"
        className="checkout-lines"
        columns={columns}
        dataSource={preview.lines}
        pagination={false}
      />
      {preview.gifts.length > 0 && (
        <ul className="checkout-gifts">
          {preview.gifts.map((g) => (
            <li key={g.goods_id}>
              <GiftOutlined /> 赠品：{g.name} × {g.number}
              {g.unit}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
