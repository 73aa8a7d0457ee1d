import { useRecommendFloors } from '../../catalog/api/recommend-floors';
import { BrandWall } from '../components/brand-wall';
import { EverydayPriceRow } from '../components/everyday-price-row';
import { GoodsFloor } from '../components/goods-floor';
import { HomeHero } from '../components/home-hero';
import { HotGoods } from '../components/hot-goods';
import { ServiceStrip } from '../components/service-strip';
import { SpikeSection } from '../components/spike-section';

/** 首页: hero, flash sale, daily specials, zone floors, brands and best sellers. */
export function HomePage() {
  const { data: floors = [], isLoading } = useRecommendFloors();
  return (
    <div className="home-page">
      <HomeHero />
      <ServiceStrip />
      <SpikeSection />
      <EverydayPriceRow />
      {isLoading && (
        <div className="container home-section">
          <div className="home-skeleton" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} />
            ))}
          </div>
        </div>
      )}
      {floors.map((floor, index) => (
        <GoodsFloor key={floor.id} floor={floor} index={index} />
      ))}
      <BrandWall />
      <HotGoods />
    </div>
  );
}

export default HomePage;
