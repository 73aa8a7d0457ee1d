import { Carousel } from 'antd';
import { BannerLink } from '../../../components/banner-link';
import type { Banner } from '../../content/api/types';

/** A zone's banners: one picture, or a carousel of several. */
export function ZoneBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  const slides = banners.map((b) => (
    <BannerLink key={b.id} url={b.url} className="zone-banners__slide">
      <img src={b.image} alt={b.title} />
    </BannerLink>
  ));
  return (
    <div className="zone-banners" data-testid="zone-banners">
      {slides.length === 1 ? slides : <Carousel autoplay>{slides}</Carousel>}
    </div>
  );
}
