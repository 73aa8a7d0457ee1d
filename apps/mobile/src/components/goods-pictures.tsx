import '../styles/banner.css';
import { useState } from 'react';

/**
 * 商品详情's pictures: a square scroll-snap strip swiped by the browser itself (no animation library
 * in the page's first load) with "1/3" in the corner; the first picture is the page's largest paint.
 */
export function GoodsPictures({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  return (
    <div className="goods-pictures">
      <div
        className="banner-strip"
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
      >
        {images.map((src, i) => (
          <div key={src} className="banner-item">
            <img
              src={src}
              alt={name}
              width={750}
              height={750}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <span className="muted goods-pictures-count">
          {index + 1}/{images.length}
        </span>
      ) : null}
    </div>
  );
}
