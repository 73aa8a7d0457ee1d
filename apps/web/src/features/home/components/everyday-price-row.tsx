import { TagFilled } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { GoodsCard } from '../../../components/goods-card';
import { useEverydayPrice } from '../../catalog/api/everyday-price';
import { SectionTitle } from './section-title';

/** 每日特价: one row of today's special prices. */
export function EverydayPriceRow() {
  const { data } = useEverydayPrice();
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="home-section container">
      <SectionTitle
        accent="#ff6a00"
        title={
          <>
            <TagFilled /> 每日特价
          </>
        }
        subtitle="今日特惠 每天更新"
        moreUrl={paths.dailySpecial}
      />
      <div className="goods-grid goods-grid--5">
        {list.slice(0, 5).map((goods) => (
          <GoodsCard key={goods.id} goods={goods} price={goods.activity_price} />
        ))}
      </div>
    </section>
  );
}
