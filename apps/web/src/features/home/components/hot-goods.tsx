import { FireFilled } from '@ant-design/icons';
import { GoodsCard } from '../../../components/goods-card';
import { useHotGoods } from '../../catalog/api/hot-goods';
import { SectionTitle } from './section-title';

/** 热销推荐: best sellers with their rank. */
export function HotGoods() {
  const { data: goods = [] } = useHotGoods();
  if (goods.length === 0) return null;
  return (
    <section className="home-section container">
      <SectionTitle
        accent="#e4393c"
        title={
          <>
            <FireFilled /> 热销推荐
          </>
        }
        subtitle="同行都在采购"
      />
      <div className="goods-grid goods-grid--5">
        {goods.slice(0, 10).map((item, i) => (
          <div key={item.id} className="hot-goods__item">
            <span className={i < 3 ? 'hot-goods__rank is-top' : 'hot-goods__rank'}>TOP{i + 1}</span>
            <GoodsCard goods={item} />
          </div>
        ))}
      </div>
    </section>
  );
}
