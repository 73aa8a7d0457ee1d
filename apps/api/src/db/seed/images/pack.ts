import {
  esc,
  fitFont,
  paletteFor,
  randomFor,
  SANS,
  SERIF,
  svgDoc,
  text,
  wrapName,
  type Palette,
} from './svg';

export type PackKind = 'drug' | 'herbal' | 'device';

export interface PackImageInput {
  name: string;
  spec: string;
  /** Short name, e.g. 华润三九. */
  manufacturer: string;
  kind: PackKind | string;
  /** Usually the goods id: the colours follow from it. */
  seed: number;
  /** 1: the front as listed; 2: the gallery's second picture, seen from the other side. */
  variant?: 1 | 2;
}

const SIZE = 400;

function stage(): string {
  return (
    `<defs><radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f4"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><ellipse cx="200" cy="338" rx="165" ry="16" fill="url(#floor)"/>`
  );
}

function barcode(x: number, y: number, seed: number): string {
  const random = randomFor(`bar${seed}`);
  let bars = '';
  let cx = x;
  for (let i = 0; i < 38; i++) {
    const w = random.pick([1, 1, 2, 3]);
    if (i % 2 === 0) bars += `<rect x="${cx}" y="${y}" width="${w}" height="30" fill="#222"/>`;
    cx += w + 1;
  }
  const digits = `69${String(100000000 + ((seed * 7919) % 899999999)).slice(0, 9)}${seed % 10}`;
  return `<rect x="${x - 6}" y="${y - 6}" width="${cx - x + 12}" height="52" fill="#fff"/>${bars}${text(x + (cx - x) / 2, y + 42, digits, { size: 9, fill: '#222', anchor: 'middle' })}`;
}

/** The front face's name, spec and maker, centred in the face. */
function frontLabel(input: PackImageInput, cx: number, width: number, top: number, ink: string): string {
  const lines = wrapName(input.name, 9);
  const size = Math.min(...lines.map((l) => fitFont(l, width, lines.length > 1 ? 24 : 34)));
  const names = lines
    .map((l, i) =>
      text(cx, top + size + i * (size + 4), l, { size, fill: ink, weight: 700, anchor: 'middle' }),
    )
    .join('');
  const specY = top + lines.length * (size + 4) + 18;
  return (
    names +
    text(cx, specY, input.spec, {
      size: fitFont(input.spec, width, 16),
      fill: ink,
      anchor: 'middle',
      extra: 'fill-opacity=".8"',
    })
  );
}

function box(input: PackImageInput, p: Palette, mirrored: boolean, device: boolean): string {
  // Front face 250×200; top and side faces give the box its depth.
  const fx = mirrored ? 100 : 50;
  const depth = mirrored ? -40 : 40;
  const sideX = mirrored ? fx : fx + 250;
  const faceFill = device ? '#f7fbff' : '#ffffff';
  const band = device ? '#1e88e5' : p.primary;
  const shapes =
    `<polygon points="${fx},120 ${fx + 250},120 ${fx + 250 + depth},90 ${fx + depth},90" fill="${band}" fill-opacity=".75"/>` +
    `<polygon points="${sideX},120 ${sideX + depth},90 ${sideX + depth},290 ${sideX},320" fill="${device ? '#1565c0' : p.accent}"/>` +
    `<rect x="${fx}" y="120" width="250" height="200" fill="${faceFill}" stroke="#d9d9d9"/>` +
    `<rect x="${fx}" y="120" width="250" height="58" fill="${band}"/>` +
    `<path d="M${fx},286 C${fx + 90},258 ${fx + 170},282 ${fx + 250},256 L${fx + 250},320 L${fx},320 Z" fill="${device ? '#90caf9' : p.secondary}" fill-opacity=".9"/>` +
    `<path d="M${fx},298 C${fx + 90},270 ${fx + 170},294 ${fx + 250},268" stroke="${device ? '#1565c0' : p.accent}" stroke-width="4" fill="none"/>`;
  const maker = input.manufacturer;
  const logo = device
    ? `<path d="M${fx + 22},137 h8 v-8 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 z" fill="#fff"/>`
    : `<circle cx="${fx + 34}" cy="149" r="15" fill="#fff"/>${text(fx + 34, 155, [...maker][0] ?? '药', { size: 16, fill: band, weight: 700, anchor: 'middle' })}`;
  const header =
    logo +
    text(fx + 58, 156, maker, { size: fitFont(maker, device ? 120 : 180, 18), fill: '#fff', weight: 700 });
  const sideLabel = `<text x="${sideX + depth / 2}" y="205" font-family="${SANS}" font-size="13" fill="#fff" text-anchor="middle" transform="rotate(90 ${sideX + depth / 2} 205)">${esc(input.name.slice(0, 12))}</text>`;
  const tag = device
    ? `<rect x="${fx + 184}" y="138" width="58" height="22" rx="4" fill="#fff"/>${text(fx + 213, 154, '医疗器械', { size: 12, fill: '#1565c0', weight: 700, anchor: 'middle' })}`
    : '';
  if (mirrored) {
    // The back of the box: label text and a bar code instead of the big name.
    const lines = [`【品名】${input.name}`, `【规格】${input.spec}`, `【生产企业】${maker}`];
    const label = lines
      .map((l, i) => text(fx + 16, 204 + i * 20, l, { size: fitFont(l, 220, 13), fill: '#333' }))
      .join('');
    return shapes + header + sideLabel + label + barcode(fx + 150, 272, input.seed);
  }
  return (
    shapes +
    header +
    sideLabel +
    tag +
    frontLabel(input, fx + 125, 220, 184, device ? '#0d47a1' : p.ink) +
    text(fx + 125, 308, device ? '' : `${maker}出品`, { size: 13, fill: '#fff', anchor: 'middle' })
  );
}

function herbalBag(input: PackImageInput, p: Palette, white: boolean): string {
  const random = randomFor(`herb${input.seed}`);
  const body = white ? '#fafafa' : '#c89f67';
  const edge = white ? '#dcdcdc' : '#a77c45';
  const zig = Array.from({ length: 21 }, (_, i) => `${80 + i * 12},${i % 2 ? 62 : 70}`).join(' ');
  let pieces = '';
  const tones = ['#b88a4a', '#d9b779', '#8d5b2c', '#e6cf9c', '#a0522d'];
  for (let i = 0; i < 26; i++) {
    const x = random.int(136, 264);
    const y = random.int(122, 178);
    pieces += `<ellipse cx="${x}" cy="${y}" rx="${random.int(6, 14)}" ry="${random.int(3, 7)}" fill="${random.pick(tones)}" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`;
  }
  const label = white ? '#2e7d32' : '#fff8e7';
  const labelInk = white ? '#fff' : '#5d3a12';
  const lines = wrapName(input.name, 5);
  const size = Math.min(...lines.map((l) => fitFont(l, 190, lines.length > 1 ? 34 : 44)));
  return (
    `<path d="M80,70 L320,70 L332,320 Q200,338 68,320 Z" fill="${body}" stroke="${edge}" stroke-width="2"/>` +
    `<polyline points="${zig}" fill="none" stroke="${edge}" stroke-width="3"/>` +
    `<rect x="80" y="74" width="240" height="16" fill="${edge}" fill-opacity=".35"/>` +
    `<rect x="128" y="110" width="144" height="80" rx="10" fill="#fffdf6" stroke="${edge}"/>${pieces}` +
    `<rect x="100" y="200" width="200" height="110" rx="6" fill="${label}" stroke="${white ? '#1b5e20' : p.accent}" stroke-width="2"/>` +
    lines
      .map((l, i) =>
        text(200, 200 + size + 6 + i * (size + 2), l, {
          size,
          fill: labelInk,
          weight: 700,
          anchor: 'middle',
          family: SERIF,
        }),
      )
      .join('') +
    text(200, 284, input.spec, { size: fitFont(input.spec, 180, 14), fill: labelInk, anchor: 'middle' }) +
    text(200, 302, input.manufacturer, {
      size: fitFont(input.manufacturer, 180, 12),
      fill: labelInk,
      anchor: 'middle',
    }) +
    `<rect x="274" y="92" width="40" height="40" rx="4" fill="none" stroke="#c62828" stroke-width="2" transform="rotate(12 294 112)"/>` +
    text(294, 108, '中药', {
      size: 11,
      fill: '#c62828',
      weight: 700,
      anchor: 'middle',
      extra: 'transform="rotate(12 294 112)"',
    }) +
    text(294, 124, '饮片', {
      size: 11,
      fill: '#c62828',
      weight: 700,
      anchor: 'middle',
      extra: 'transform="rotate(12 294 112)"',
    })
  );
}

/** A 400×400 pack shot: a medicine box, an herbal-pieces bag or a device box, coloured by `seed`. */
export function packImageSvg(input: PackImageInput): string {
  const variant = input.variant ?? 1;
  const palette = paletteFor(input.seed, variant === 2 ? 3 : 0);
  const body =
    input.kind === 'herbal'
      ? herbalBag(input, palette, variant === 2)
      : box(input, palette, variant === 2, input.kind === 'device');
  return svgDoc(SIZE, SIZE, stage() + body);
}
