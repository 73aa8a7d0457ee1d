import { useEffect, useRef, useState } from 'react';

interface Banner {
  id: number;
  title: string;
  image: string;
  url: string;
}

import '../styles/banner.css';

const AUTOPLAY_MS = 4000;

/**
 * 首页 banners: a CSS scroll-snap strip (swiped by the browser itself, no animation library in the
 * first load), turning every few seconds while the buyer is not touching it, with dots below.
 */
export function BannerStrip({ banners }: { banners: Banner[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const touching = useRef(false);

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el || touching.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  return (
    <div className="banner">
      <div
        className="banner-strip"
        ref={strip}
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {banners.map((b, i) => (
          <a key={b.id} href={b.url || '#'} aria-label={b.title} className="banner-item">
            <img
              src={b.image}
              alt={b.title}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </a>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === index ? 'is-on' : ''} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
