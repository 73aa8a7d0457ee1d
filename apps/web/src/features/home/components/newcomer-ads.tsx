import { BannerLink } from '../../../components/banner-link';
import { useBanners } from '../../content/api/banners';

/** The slot's picture size (operator content SLOT sizes): width and height keep the layout still. */
const SLOT_HEIGHT = 200;

/** 新人特推 (the seeded `xrtj` slot): the newcomer offers in a row under the first screen. */
export function NewcomerAds() {
  const { data: ads = [] } = useBanners('xrtj');
  if (ads.length === 0) return null;
  return (
    <section className="container newcomer-ads" data-testid="newcomer-ads" aria-label="新人专享">
      {ads.slice(0, 4).map((ad) => (
        <BannerLink key={ad.id} url={ad.url} className="newcomer-ads__item">
          <img src={ad.image} alt={ad.title} width={390} height={SLOT_HEIGHT} />
        </BannerLink>
      ))}
    </section>
  );
}
