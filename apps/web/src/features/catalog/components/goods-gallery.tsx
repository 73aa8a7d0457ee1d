import { useState } from 'react';
import { MedicineBoxOutlined } from '@ant-design/icons';

/** Main picture with a row of thumbnails; hovering or clicking a thumbnail shows it. */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className="goods-gallery" data-testid="goods-gallery">
      <div className="goods-gallery__main">
        {main ? (
          // The page's largest picture (its LCP): fetched first, its box reserved.
          <img src={main} alt={name} width={340} height={340} fetchPriority="high" />
        ) : (
          <MedicineBoxOutlined className="goods-gallery__none" />
        )}
      </div>
      {images.length > 1 && (
        <ul className="goods-gallery__thumbs">
          {images.slice(0, 5).map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={i === current ? 'is-active' : undefined}
                aria-label={`第${i + 1}张图片`}
                onMouseEnter={() => setCurrent(i)}
                onClick={() => setCurrent(i)}
              >
                <img src={src} alt="" width={54} height={54} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
