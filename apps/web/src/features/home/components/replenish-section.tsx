import { Link } from 'react-router';
import { ClockCircleFilled } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { GoodsCard } from '../../../components/goods-card';
import { isLoggedIn, useProfile } from '../../account/api/profile';
import { useReplenish } from '../../repeat/api/repeat';
import { SectionTitle } from './section-title';

/** 该补货了: goods the member buys regularly whose usual interval has passed, with the usual quantity. */
export function ReplenishSection() {
  const { data: profile } = useProfile({ load: false });
  const { data } = useReplenish(isLoggedIn(profile));
  const list = (data?.list ?? []).filter((i) => i.goods);
  if (list.length === 0) return null;
  return (
    <section className="home-section container" data-testid="home-replenish">
      <SectionTitle
        accent="#fa8c16"
        title={
          <>
            <ClockCircleFilled /> 该补货了
          </>
        }
        subtitle={
          <>
            按您的采购周期推荐 · <Link to={`${paths.usualGoods}?due=1`}>查看常购清单</Link>
          </>
        }
      />
      <div className="goods-grid goods-grid--5">
        {list.slice(0, 5).map((item) => (
          <div key={item.goods_id} className="hot-goods__item">
            <span className="hot-goods__rank is-top">
              约{item.replenish?.median_days}天一次 · 常购{item.replenish?.usual_number}
            </span>
            <GoodsCard goods={item.goods!} />
          </div>
        ))}
      </div>
    </section>
  );
}
