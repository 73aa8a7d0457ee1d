import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import type { GoodsCard } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { QuantityStepper, stepPack } from '../../../components/quantity-stepper';
import { referencePrice, sellingPrice } from '../lib/price';
import { StockText } from './goods-facts';

/** A table row about one goods as the buyer may buy it today (null when it is off sale). */
export interface GoodsRow {
  goods_id: number;
  goods: GoodsCard | null;
}

export const canBuyNow = (row: GoodsRow) =>
  Boolean(row.goods && row.goods.is_buy === 1 && row.goods.number > 0);
export const packOf = (row: GoodsRow) => stepPack(row.goods?.middle_pack, row.goods?.can_split === 1);

/** 商品: name linking to its page, a tag after it, and spec ｜ manufacturer underneath. */
export function goodsNameColumn<T extends GoodsRow>(
  text: (row: T) => { name: string; spec: string; manufacturer: string },
  tag?: (row: T) => ReactNode,
): TableColumnType<T> {
  return {
    title: '商品',
    key: 'goods',
    render: (_, row) => {
      const t = text(row);
      return (
        <>
          <Link to={paths.goodsInfo(row.goods_id)} className="goods-table__title">
            {t.name}
          </Link>
          {tag?.(row)}
          <div className="cell-grey">
            {t.spec} ｜ {t.manufacturer}
          </div>
        </>
      );
    },
  };
}

/** Today's price (with the reference price struck through), or 已下架 / what `off` says. */
export function todayPriceColumn<T extends GoodsRow>(title: string, off = '已下架'): TableColumnType<T> {
  return {
    title,
    key: 'price',
    width: 110,
    render: (_, { goods }) =>
      goods ? (
        <PriceTag
          size="sm"
          price={sellingPrice(goods)}
          original={referencePrice(goods)}
          tip={goods.price_tip}
        />
      ) : (
        off
      ),
  };
}

export function stockColumn<T extends GoodsRow>(): TableColumnType<T> {
  return {
    title: '库存',
    key: 'stock',
    width: 80,
    render: (_, { goods }) => (goods ? <StockText goods={goods} /> : '—'),
  };
}

/** 采购数量: a 中包装 stepper for goods that can be bought now, else why not. */
export function quantityColumn<T extends GoodsRow>(
  quantityOf: (row: T) => number,
  onChange: (row: T, n: number) => void,
): TableColumnType<T> {
  return {
    title: '采购数量',
    key: 'qty',
    width: 150,
    render: (_, row) =>
      canBuyNow(row) ? (
        <QuantityStepper
          size="sm"
          value={quantityOf(row)}
          middlePack={row.goods?.middle_pack}
          canSplit={row.goods?.can_split === 1}
          onChange={(n) => onChange(row, n)}
        />
      ) : (
        <span className="cell-grey">{row.goods?.buy_tip || (row.goods ? '暂时缺货' : '商品已下架')}</span>
      ),
  };
}
