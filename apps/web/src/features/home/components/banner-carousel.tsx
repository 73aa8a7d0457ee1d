import { useEffect, useState } from 'react';
import { BannerLink } from '../../../components/banner-link';
import type { Banner } from '../../content/api/types';

export const SLIDE_MS = 4000;
/**
 * The home banner's picture size (the contract's BANNER_POSITIONS.home, which the console asks
 * operators for; not imported so the home page's first load carries no zod). The box in home.css
 * takes this ratio, so every banner shows whole at any width.
 */
export const SLIDE_WIDTH = 790;
export const SLIDE_HEIGHT = 340;

/**
 * The home page's banner carousel, without antd (the home page does not load it): slides every 4 s,
 * pauses while hovered, dots to pick a slide. The first slide is the page's largest paint, so its
 * image is fetched first; the sizes are reserved so nothing shifts when images arrive.
 */
export function BannerCarousel({ slides }: { slides: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setCurrent((i) => (i + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [current, paused, count]);

  const shown = current < count ? current : 0;
  const go = (step: number) => setCurrent((shown + step + count) % count);
  return (
    <div
      className="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="banner-carousel__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {slides.map((slide, index) => (
          <div key={slide.id} className="banner-carousel__slide" aria-hidden={index !== shown}>
            <BannerLink url={slide.url} className="home-hero__slide">
              <img
                src={slide.image}
                alt={slide.title}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      )}
      {count > 1 && (
        <ul className="banner-carousel__dots">
          {slides.map((slide, index) => (
            <li key={slide.id} className={index === shown ? 'is-active' : undefined}>
              <button type="button" aria-label={`第${index + 1}张`} onClick={() => setCurrent(index)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
