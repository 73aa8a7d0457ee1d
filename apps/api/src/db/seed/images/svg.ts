import { createRandom, hashString, type Random } from '../random';

// Shared pieces of the generated pictures: escaping, fonts, palettes, text fitting.

export const SANS = `'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif`;
export const SERIF = `'Noto Serif CJK SC','Source Han Serif SC','STSong','SimSun',serif`;

export function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
}

// Colour schemes seen on Chinese medicine packs: red/gold OTC boxes, blue and green Rx boxes, and so on.
const PALETTES: Palette[] = [
  { primary: '#d7263d', secondary: '#f4c542', accent: '#8c1c13', ink: '#3a0d0d' },
  { primary: '#1565c0', secondary: '#64b5f6', accent: '#0d3c78', ink: '#0b2545' },
  { primary: '#2e7d32', secondary: '#a5d6a7', accent: '#1b5e20', ink: '#12361a' },
  { primary: '#6a1b9a', secondary: '#ce93d8', accent: '#4a148c', ink: '#2b0a3d' },
  { primary: '#ef6c00', secondary: '#ffcc80', accent: '#b23c17', ink: '#4a2100' },
  { primary: '#00838f', secondary: '#80deea', accent: '#005662', ink: '#06363b' },
  { primary: '#c62828', secondary: '#1565c0', accent: '#f9a825', ink: '#222222' },
  { primary: '#283593', secondary: '#ffb300', accent: '#1a237e', ink: '#111a44' },
  { primary: '#ad1457', secondary: '#f8bbd0', accent: '#78002e', ink: '#3d0018' },
  { primary: '#00695c', secondary: '#ffd54f', accent: '#004d40', ink: '#0b302b' },
];

export function paletteFor(seed: number, shift = 0): Palette {
  return PALETTES[(seed + shift) % PALETTES.length];
}

export const randomFor = (label: string | number): Random => createRandom(hashString(String(label)));

/** Width of text in em: CJK characters are square, Latin letters and digits about half as wide. */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56;
  return em;
}

/** The largest font size up to `max` at which `text` fits in `width` pixels. */
export const fitFont = (text: string, width: number, max: number) =>
  Math.max(8, Math.min(max, Math.floor(width / Math.max(1, textEm(text)))));

/** Splits a long name into two lines, preferring a break before a bracket. */
export function wrapName(name: string, maxPerLine: number): string[] {
  const chars = [...name];
  if (chars.length <= maxPerLine) return [name];
  const bracket = name.search(/[(（]/);
  const cut = bracket > 2 && bracket <= maxPerLine + 2 ? bracket : Math.ceil(chars.length / 2);
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

export function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size: number;
    fill: string;
    weight?: number;
    anchor?: 'start' | 'middle' | 'end';
    family?: string;
    extra?: string;
  },
): string {
  return `<text x="${x}" y="${y}" font-family="${opts.family ?? SANS}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'start'}"${opts.extra ? ` ${opts.extra}` : ''}>${esc(content)}</text>`;
}

export const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
