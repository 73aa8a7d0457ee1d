import { Link } from 'react-router';
import { Checkbox, Popconfirm, Tooltip } from 'antd';
import { DeleteOutlined, GiftOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { TRADE_UP_LINE_TYPE } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { PromoTag } from '../../../components/promo-tag';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { expiryLevel } from '../../../lib/expiry';
import type { CartLine } from '../api/types';
import { hasManjianShare, tierHintText } from '../lib/cart-hints';
import { isLineSelected, unselectableReason } from '../lib/cart-selection';

export interface CartLineRowProps {
  line: CartLine;
  onSelect: (line: CartLine, selected: boolean) => void;
  onQuantity: (line: CartLine, number: number) => void;
  onDelete: (line: CartLine) => Promise<unknown>;
}

const lineName = (line: CartLine) => line.goods?.name ?? line.combination?.name ?? '商品已下架';

function LineTags({ line }: { line: CartLine }) {
  const any =
    line.type !== 0 ||
    line.goods_type === 1 ||
    line.manjian_id > 0 ||
    line.gift_data ||
    line.storewide ||
    line.is_free_shipping;
  if (!any) return null;
  return (
    <span className="cart-row__tags">
      {line.type === 1 && <PromoTag name={line.activity?.kind === 'daily' ? '特' : '秒'} variant="solid" />}
      {line.type === 3 && <PromoTag name="组合购" variant="solid" />}
      {line.type === TRADE_UP_LINE_TYPE && <PromoTag name="换购" variant="solid" />}
      {line.goods_type === 1 && <PromoTag name="含特殊药品" variant="solid" />}
      {line.storewide && (
        <span data-testid="cart-line-discount">
          <PromoTag name={line.storewide.label} variant="solid" />
        </span>
      )}
      {line.manjian_id > 0 && <PromoTag name="满" />}
      {line.gift_data && <PromoTag name="赠" />}
      {line.is_free_shipping === 1 && <PromoTag name="包邮" />}
    </span>
  );
}

function LineInfo({ line }: { line: CartLine }) {
  const g = line.goods;
  const href = g ? paths.goodsInfo(g.id) : paths.combination;
  const image = g?.goods_image?.[0] ?? line.combination?.image;
  const level = expiryLevel(g?.expires_on);
  return (
    <div className="cart-row__goods">
      <Link to={href} className="cart-row__img">
        {image ? <img src={image} alt="" loading="lazy" /> : <MedicineBoxOutlined />}
      </Link>
      <div className="cart-row__info">
        <Link to={href} className="cart-row__name" title={lineName(line)}>
          <LineTags line={line} />
          {lineName(line)}
        </Link>
        {g && (
          <div className="cart-row__meta">
            <span>{g.ypgg}</span>
            <span title={g.sccj}>{g.sccj}</span>
          </div>
        )}
        {g?.expires_on && (
          <div className="cart-row__meta">
            <span className={level === 'normal' ? '' : `expiry expiry--${level}`}>效期 {g.expires_on}</span>
            <span>库存 {g.number > 0 ? g.number : '缺货'}</span>
            {g.middle_pack && g.middle_pack > 1 ? <span>中包装 {g.middle_pack}</span> : null}
          </div>
        )}
        {line.combination && (
          <ul className="cart-row__combo">
            {line.combination.items.map((item) => (
              <li key={item.goods_id}>
                {item.name} {item.ypgg} × {item.number}
                {item.bzdw} <span className="cart-row__muted">¥{item.price}</span>
              </li>
            ))}
          </ul>
        )}
        {line.activity && (
          <div className="cart-row__flash">
            {line.activity.kind === 'daily' ? '特价' : '秒杀价'} ¥{line.activity.price}
            {line.activity.limit > 0 && `，每人限购${line.activity.limit}，已购${line.activity.bought}`}
          </div>
        )}
      </div>
    </div>
  );
}

/** One cart line: selection, goods, unit price, stepper by middle pack, subtotal, hints, delete. */
export function CartLineRow({ line, onSelect, onQuantity, onDelete }: CartLineRowProps) {
  const reason = unselectableReason(line);
  const selected = isLineSelected(line);
  const hint = tierHintText(line);
  const unit = line.goods?.bzdw || (line.combination ? '套' : '件');
  const checkbox = (
    <Checkbox
      checked={selected}
      disabled={reason !== null}
      onChange={(e) => onSelect(line, e.target.checked)}
      data-testid="cart-line-select"
      aria-label={`选择 ${lineName(line)}`}
    />
  );

  return (
    <div
      className={`cart-row${reason ? ' is-invalid' : ''}${selected ? ' is-selected' : ''}`}
      data-testid="cart-line"
      data-line-id={line.id}
      data-goods-id={line.goods_id}
    >
      <div className="cart-col cart-col--check">
        {reason ? (
          <Tooltip title={reason}>
            <span>{checkbox}</span>
          </Tooltip>
        ) : (
          checkbox
        )}
      </div>
      <div className="cart-col cart-col--goods">
        <LineInfo line={line} />
        {reason && (
          <div className="cart-row__reason" data-testid="cart-line-reason">
            {reason}
          </div>
        )}
      </div>
      <div className="cart-col cart-col--price">
        <span className="cart-row__price" data-testid="cart-line-price">
          ¥{line.price}
        </span>
        {line.goods?.base_price &&
          line.goods.base_price !== line.price &&
          (line.type === 0 || line.type === TRADE_UP_LINE_TYPE) && (
            <del className="cart-row__muted">¥{line.goods.base_price}</del>
          )}
        {line.price_changed && (
          <span className="cart-row__changed" data-testid="cart-price-changed">
            价格已由¥{line.price_changed.from}变为¥{line.price_changed.to}
          </span>
        )}
      </div>
      <div className="cart-col cart-col--qty">
        <QuantityStepper
          size="sm"
          value={line.number}
          // A trade-up is sold by the unit, up to its per-order limit.
          middlePack={line.type === TRADE_UP_LINE_TYPE ? 1 : line.goods?.middle_pack}
          canSplit={line.goods && line.type !== TRADE_UP_LINE_TYPE ? line.goods.can_split === 1 : true}
          disabled={line.is_buy === 0 && (line.goods?.number ?? 0) <= 0}
          onChange={(n) => onQuantity(line, n)}
          testId="cart-line-quantity"
        />
        {hint && (
          <span className="cart-row__hint" data-testid="cart-tier-hint">
            {hint}
          </span>
        )}
      </div>
      <div className="cart-col cart-col--amount">
        <b className="cart-row__amount" data-testid="cart-line-amount">
          ¥{line.amount}
        </b>
        {hasManjianShare(line) && (
          <span className="cart-row__muted">满减分摊 -¥{line.goods_manjian_amount}</span>
        )}
        {line.gift_data && line.gift_data.total > 0 && (
          <span className="cart-row__gift" data-testid="cart-gift">
            <GiftOutlined /> 赠{line.gift_data.name} × {line.gift_data.total}
            {line.gift_data.unit}
          </span>
        )}
        {line.gift_data && line.gift_data.total === 0 && (
          <span className="cart-row__muted">
            买{line.gift_data.buy_number}
            {unit}赠{line.gift_data.gift_number}
            {line.gift_data.unit}
          </span>
        )}
      </div>
      <div className="cart-col cart-col--ops">
        <Popconfirm
          title="确定要删除该商品吗？"
          okText="删除"
          cancelText="取消"
          placement="left"
          onConfirm={() => onDelete(line)}
        >
          <button type="button" className="cart-row__delete" data-testid="cart-line-delete">
            <DeleteOutlined /> 删除
          </button>
        </Popconfirm>
      </div>
    </div>
  );
}
