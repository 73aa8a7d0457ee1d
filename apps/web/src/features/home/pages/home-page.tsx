import { LoadMoreSentinel } from '../../../components/load-more-sentinel';
import { useEverydayPrice } from '../../catalog/api/everyday-price';
import { useRecommendFloors } from '../../catalog/api/recommend-floors';
import { useSpike } from '../../catalog/api/spike';
import { BrandWall } from '../components/brand-wall';
import { EverydayPriceRow } from '../components/everyday-price-row';
import { GoodsFloor } from '../components/goods-floor';
import { HomeHero } from '../components/home-hero';
import { HotGoods } from '../components/hot-goods';
import { ReplenishSection } from '../components/replenish-section';
import { NewcomerAds } from '../components/newcomer-ads';
import { ServiceStrip } from '../components/service-strip';
import { SpikeSection } from '../components/spike-section';

/** 首页: hero, flash sale, daily specials, zone floors, brands and best sellers. */
export function HomePage() {
  const recommended = useRecommendFloors();
  const floors = recommended.data?.pages.flat() ?? [];
  const floorsPending = recommended.isPending;
  // The flash sale and the daily specials may be empty: the sections under the fold come in one go when
  // all three have answered, else each arriving one would push the others down (a layout shift).
  const spike = useSpike();
  const everyday = useEverydayPrice();
  const settling = spike.isPending || everyday.isPending || floorsPending;
  return (
    <div className="home-page">
      <HomeHero />
      <ServiceStrip />
      <NewcomerAds />
      {settling ? (
        <div className="container home-section">
          <div className="home-skeleton" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} />
            ))}
          </div>
        </div>
      ) : (
        <>
          <ReplenishSection />
          <SpikeSection />
          <EverydayPriceRow />
          {floors.map((floor, index) => (
            <GoodsFloor key={floor.id} floor={floor} index={index} />
          ))}
          {recommended.hasNextPage && (
            <LoadMoreSentinel
              onVisible={() => {
                if (!recommended.isFetchingNextPage) void recommended.fetchNextPage();
              }}
            />
          )}
        </>
      )}
      <BrandWall />
      <HotGoods />
    </div>
  );
}

export default HomePage;
