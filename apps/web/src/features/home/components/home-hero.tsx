import { BannerLink } from '../../../components/banner-link';
import { useBanners } from '../../content/api/banners';
import { BannerCarousel } from './banner-carousel';
import { UserCard } from './user-card';

// The right column's ad fills what the user card leaves of the 420 px column (home.css).
const AD_WIDTH = 230;
const AD_HEIGHT = 160;

/** What the platform promises every buyer, under the banner. */
const PROMISES = [
  ['正品保障', '厂家直供 批号效期可查'],
  ['资质严格审核', '药店 · 诊所 · 卫生院专属'],
  ['满额包邮', '极速配送 全程可追踪'],
  ['首营资料', '发货后一键下载'],
] as const;

/** First screen: room for the open category menu, the carousel, and the user / ads column. */
export function HomeHero() {
  const { data: slides = [], isLoading } = useBanners('home');
  const { data: ads = [] } = useBanners('right');

  return (
    <section className="home-hero container">
      <div className="home-hero__menu-space" aria-hidden="true" />
      <div className="home-hero__main">
        <div className="home-hero__carousel" data-testid="home-carousel">
          {slides.length > 0 ? (
            <BannerCarousel slides={slides} />
          ) : (
            <div className="home-hero__placeholder">{isLoading ? '' : '药采网 · 医药采购一站式平台'}</div>
          )}
        </div>
        <ul className="home-hero__promises">
          {PROMISES.map(([title, detail]) => (
            <li key={title}>
              <b>{title}</b>
              <span>{detail}</span>
            </li>
          ))}
        </ul>
      </div>
      <aside className="home-hero__side">
        <UserCard />
        {ads.slice(0, 1).map((ad) => (
          <BannerLink key={ad.id} url={ad.url} className="home-hero__ad">
            <img src={ad.image} alt={ad.title} width={AD_WIDTH} height={AD_HEIGHT} />
          </BannerLink>
        ))}
      </aside>
    </section>
  );
}
