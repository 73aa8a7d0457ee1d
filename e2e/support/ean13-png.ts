import { encodePng } from '../../scripts/png.mjs';

/**
 * A PNG of an EAN-13 barcode (white quiet zones, black bars), as a phone's camera would see a box's
 * 69 码 held straight: the mobile scan page's decoder reads it in the browser tests.
 */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

function modules(code: string): string {
  const d = code.split('').map(Number);
  const parity = PARITY[d[0]!]!;
  let bits = '101';
  for (let i = 1; i <= 6; i += 1) bits += (parity[i - 1] === 'L' ? L : G)[d[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i += 1) bits += R[d[i]!];
  return `${bits}101`;
}

export function ean13Png(code: string, scale = 4, height = 160): Buffer {
  const bits = modules(code);
  const quiet = 12;
  const width = (bits.length + quiet * 2) * scale;
  const row = Buffer.alloc(1 + width, 255);
  row[0] = 0;
  for (let i = 0; i < bits.length; i += 1)
    if (bits[i] === '1') row.fill(0, 1 + (quiet + i) * scale, 1 + (quiet + i + 1) * scale);
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return encodePng(width, height, 'grey', rows);
}
