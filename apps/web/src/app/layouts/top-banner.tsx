import { useBanners } from '../../features/content/api/banners';
import { BannerLink } from '../../components/banner-link';

/** Full-width promotion strip above the header (route meta topAd). */
export function TopBanner() {
  const { data: banners = [], isPending } = useBanners('top');
  const banner = banners[0];
  // Its height is kept while the banner loads, so the header below does not jump down afterwards.
  if (isPending) return <div className="top-banner top-banner--loading" aria-hidden="true" />;
  if (!banner) return null;
  return (
    <div
      className="top-banner"
      style={{ backgroundImage: `url("${banner.image}")` }}
      data-testid="top-banner"
    >
      <BannerLink url={banner.url} className="top-banner__link">
        <span className="sr-only">{banner.title}</span>
      </BannerLink>
    </div>
  );
}
