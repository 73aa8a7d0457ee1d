// Draws the mobile storefront's app icons (a white cross on the brand red, rounded corners) as PNGs:
// node scripts/mobile-icons.mjs writes apps/mobile/public/icons/icon-{192,512}.png and the maskable one.
import { writeFileSync } from 'node:fs';
import { encodePng } from './png.mjs';

function icon(size, maskable) {
  const radius = maskable ? 0 : size * 0.18;
  const arm = size * (maskable ? 0.12 : 0.16);
  const reach = size * (maskable ? 0.24 : 0.3);
  const mid = size / 2;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const cx = Math.min(x, size - 1 - x);
      const cy = Math.min(y, size - 1 - y);
      const outside = cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius;
      const dx = Math.abs(x + 0.5 - mid);
      const dy = Math.abs(y + 0.5 - mid);
      const cross = (dx <= arm && dy <= reach) || (dy <= arm && dx <= reach);
      const [r, g, b, a] = outside ? [0, 0, 0, 0] : cross ? [255, 255, 255, 255] : [228, 57, 60, 255];
      row.set([r, g, b, a], 1 + x * 4);
    }
    rows.push(row);
  }
  return encodePng(size, size, 'rgba', Buffer.concat(rows));
}

const dir = new URL('../apps/mobile/public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), icon(192, false));
writeFileSync(new URL('icon-512.png', dir), icon(512, false));
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, true));
