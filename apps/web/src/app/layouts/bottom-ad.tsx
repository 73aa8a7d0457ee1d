import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useDemoBanner } from '../../features/content/api/banners';
import { BannerLink } from '../../components/banner-link';

export const BOTTOM_AD_CLOSED_KEY = 'bottom_ad_closed';

/** Home-only fixed banner (banner 121); closing hides it for the rest of the session. */
export function BottomAd() {
  const [closed, setClosed] = useState(() => sessionStorage.getItem(BOTTOM_AD_CLOSED_KEY) === '1');
  const { data: banner } = useDemoBanner(undefined, !closed);
  if (closed || !banner?.image) return null;
  return (
    <div className="bottom-ad" data-testid="bottom-ad">
      <div className="bottom-ad__inner">
        <BannerLink url={banner.url} className="bottom-ad__link">
          {/* Visible at once (fixed to the viewport's bottom): sized so nothing shifts, fetched eagerly. */}
          <img src={banner.image} alt={banner.title} width={1200} height={90} fetchPriority="high" />
        </BannerLink>
        <button
          type="button"
          className="bottom-ad__close"
          data-testid="bottom-ad-close"
          aria-label="关闭广告"
          onClick={() => {
            sessionStorage.setItem(BOTTOM_AD_CLOSED_KEY, '1');
            setClosed(true);
          }}
        >
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
