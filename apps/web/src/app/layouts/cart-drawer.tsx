import { Link } from 'react-router';
import { Empty, Popconfirm, Spin } from 'antd';
import { CloseOutlined, DeleteOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { formatYuan, parseYuan } from '@yaocai/domain';
import { PriceTag } from '../../components/price-tag';
import { useCartLines } from '../../features/cart/api/cart-list';
import { useDeleteCartLines } from '../../features/cart/api/delete-cart-lines';
import type { CartLine } from '../../features/cart/api/types';
import { paths } from '../paths';

/** Sum of the lines' amounts (the server's, ladder tiers included), in exact fen arithmetic. */
export function cartLinesTotal(lines: Pick<CartLine, 'price' | 'number' | 'amount'>[]): string {
  let fen = 0;
  for (const line of lines) {
    const amount = line.amount ? parseYuan(String(line.amount)) : null;
    fen += amount ?? (parseYuan(String(line.price ?? '0')) ?? 0) * (Number(line.number) || 0);
  }
  return formatYuan(fen);
}

function lineName(line: CartLine): string {
  return line.goods?.name ?? line.combination?.name ?? '商品';
}

/** The side bar's cart panel; it lists the cart silently and falls back to an empty state. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { data: lines = [], isLoading } = useCartLines();
  const remove = useDeleteCartLines();
  const pieces = lines.reduce((n, line) => n + (Number(line.number) || 0), 0);

  return (
    <div className="cart-drawer" data-testid="cart-drawer">
      <div className="cart-drawer__head">
        <b>购物车</b>
        <span className="cart-drawer__count">（{lines.length}种）</span>
        <button type="button" className="cart-drawer__close" aria-label="收起购物车" onClick={onClose}>
          <CloseOutlined />
        </button>
      </div>
      <div className="cart-drawer__body">
        {isLoading ? (
          <Spin className="cart-drawer__spin" />
        ) : lines.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="购物车空空如也，快去选购吧" />
        ) : (
          lines.map((line) => {
            const image = line.goods?.goods_image?.[0] ?? line.combination?.image;
            const href = line.goods ? paths.goodsInfo(line.goods.id) : paths.cart;
            return (
              <div key={line.id} className="cart-line">
                <Link to={href} className="cart-line__img">
                  {image ? <img src={image} alt="" /> : <MedicineBoxOutlined />}
                </Link>
                <div className="cart-line__info">
                  <Link to={href} className="cart-line__name" title={lineName(line)}>
                    {line.type === 1 && <em className="cart-line__flag">秒杀</em>}
                    {lineName(line)}
                  </Link>
                  <span className="cart-line__spec">{line.goods?.ypgg}</span>
                  <span className="cart-line__price">
                    ¥{line.price} × {line.number}
                  </span>
                </div>
                <Popconfirm
                  title="确定要删除该商品吗？"
                  okText="删除"
                  cancelText="取消"
                  placement="left"
                  onConfirm={() => remove.mutateAsync([line.id])}
                >
                  <button type="button" className="cart-line__delete" aria-label={`删除 ${lineName(line)}`}>
                    <DeleteOutlined />
                  </button>
                </Popconfirm>
              </div>
            );
          })
        )}
      </div>
      <div className="cart-drawer__foot">
        <div>
          共 <b>{pieces}</b> 件，合计：
          <PriceTag price={cartLinesTotal(lines)} size="sm" />
        </div>
        <Link to={paths.cart} className="cart-drawer__checkout" onClick={onClose}>
          去购物车结算
        </Link>
      </div>
    </div>
  );
}
