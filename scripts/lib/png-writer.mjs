// A minimal PNG encoder (8-bit greyscale or RGBA, no interlace) for the images the project draws itself:
// the phone storefront's app icons (scripts/mobile-icons.mjs) and the barcodes the browser tests scan.
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type), data]);
  let c = 0xffffffff;
  for (const b of body) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

const CHANNELS = { grey: { colourType: 0, bytes: 1 }, rgba: { colourType: 6, bytes: 4 } };

/** `rows`: `height` rows of `width` pixels each (1 byte a pixel for grey, 4 for rgba), no filter byte. */
export function encodePng(width, height, mode, rows) {
  const { colourType, bytes } = CHANNELS[mode];
  const raw = Buffer.concat(
    rows.map((row) => {
      if (row.length !== width * bytes) throw new Error(`a PNG row must have ${width * bytes} bytes`);
      return Buffer.concat([Buffer.from([0]), row]);
    }),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
