import { BannerLink } from '../../../components/banner-link';
import { useBanners } from '../api/banners';

/** The slot's picture size (operator content SLOT sizes): width and height keep the layout still. */
const SLOT_HEIGHT = 160;

/** The seeded `postList` slot: the ads beside the news (资讯中心) pages' menu. */
export function PostListAds() {
  const { data: ads = [] } = useBanners('postList');
  if (ads.length === 0) return null;
  return (
    <div className="post-list-ads" data-testid="post-list-ads">
      {ads.slice(0, 3).map((ad) => (
        <BannerLink key={ad.id} url={ad.url} className="post-list-ads__item">
          <img src={ad.image} alt={ad.title} width={390} height={SLOT_HEIGHT} />
        </BannerLink>
      ))}
    </div>
  );
}
