import { Link } from 'react-router';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import type { Goods } from '../api/types';
import { referencePrice, sellingPrice } from '../lib/price';

/** 同类推荐: a narrow column of goods of the same category. */
export function RelatedGoods({ goods }: { goods: Goods[] }) {
  if (goods.length === 0) return null;
  return (
    <aside className="related-goods" data-testid="related-goods">
      <h3>同类推荐</h3>
      <ul>
        {goods.slice(0, 5).map((g) => (
          <li key={g.id}>
            <Link to={paths.goodsInfo(g.id)} className="related-goods__img">
              {g.goods_image?.[0] ? (
                <img src={g.goods_image[0]} alt={g.name} width={110} height={110} loading="lazy" />
              ) : (
                <MedicineBoxOutlined />
              )}
            </Link>
            <Link to={paths.goodsInfo(g.id)} className="related-goods__name" title={g.name}>
              {g.name}
            </Link>
            <div className="related-goods__spec">{g.ypgg}</div>
            <PriceTag size="sm" price={sellingPrice(g)} original={referencePrice(g)} tip={g.price_tip} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
