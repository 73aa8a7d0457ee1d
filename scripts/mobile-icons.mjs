// Draws the mobile storefront's app icons (a white cross on the brand red, rounded corners) as PNGs:
// node scripts/mobile-icons.mjs writes apps/mobile/public/icons/icon-{192,512}.png and the maskable one.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../apps/mobile/public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), icon(192, false));
writeFileSync(new URL('icon-512.png', dir), icon(512, false));
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, true));
