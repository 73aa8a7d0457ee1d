import { hashString } from '../random';
import { esc, fitFont, paletteFor, randomFor, SANS, svgDoc, text } from './svg';

export interface BannerInput {
  title: string;
  subtitle: string;
  /** Two colours of the background gradient. */
  colours: [string, string];
  width: number;
  height: number;
}

/** Background colour pairs of the storefront's promotion banners. */
export const BANNER_COLOURS: [string, string][] = [
  ['#e4393c', '#ff7a45'],
  ['#1d5fd0', '#36a3f7'],
  ['#0f8a5f', '#3cc68a'],
  ['#7b2ff7', '#c86dd7'],
  ['#f0700c', '#ffb72b'],
  ['#b3122b', '#f04e69'],
  ['#0b7a8c', '#2bc0d6'],
];

export const bannerColoursFor = (id: number) => BANNER_COLOURS[id % BANNER_COLOURS.length];

/** A capsule, a pill and a cross: the drawing on the right of a wide banner. */
function illustration(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" opacity=".95">` +
    `<circle cx="60" cy="60" r="70" fill="#fff" fill-opacity=".14"/>` +
    `<g transform="rotate(-35 60 60)"><rect x="10" y="40" width="100" height="40" rx="20" fill="#fff"/>` +
    `<path d="M60,40 h30 a20,20 0 0 1 0,40 h-30 z" fill="#ffd666"/></g>` +
    `<circle cx="118" cy="104" r="18" fill="#fff"/><rect x="104" y="101" width="28" height="6" rx="3" fill="#d9d9d9"/>` +
    `<path d="M6,98 h8 v-8 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 z" fill="#fff"/></g>`
  );
}

/** A carousel or ad banner of any size: gradient, decoration, title and a subtitle pill. */
export function bannerSvg(input: BannerInput): string {
  const { width: w, height: h, colours } = input;
  const id = `g${hashString(`${input.title}${w}x${h}`) % 100000}`;
  const random = randomFor(input.title);
  let dots = '';
  for (let i = 0; i < 6; i++) {
    dots += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${random.int(h / 10, h / 3)}" fill="#fff" fill-opacity="${random.float(0.05, 0.12).toFixed(2)}"/>`;
  }
  const defs = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>`;
  const background = `<rect width="${w}" height="${h}" fill="url(#${id})"/>${dots}`;
  let content: string;
  if (h <= 120) {
    // Thin strips (top banner, bottom ad): one line of title, subtitle and a button.
    const size = fitFont(input.title, w * 0.45, Math.round(h * 0.42));
    content =
      text(w * 0.06, h / 2 + size * 0.36, input.title, { size, fill: '#fff', weight: 700 }) +
      text(w * 0.56, h / 2 + 6, input.subtitle, {
        size: fitFont(input.subtitle, w * 0.28, 18),
        fill: '#fff',
      }) +
      `<rect x="${w * 0.86}" y="${h / 2 - 16}" width="${w * 0.1}" height="32" rx="16" fill="#fff"/>` +
      text(w * 0.91, h / 2 + 6, '立即查看 ›', { size: 14, fill: colours[0], weight: 700, anchor: 'middle' });
  } else {
    const wide = w >= 600;
    const titleWidth = wide ? w * 0.58 : w * 0.84;
    const size = fitFont(input.title, titleWidth, Math.round(h * (wide ? 0.16 : 0.17)));
    const subSize = fitFont(input.subtitle, titleWidth - 30, Math.max(12, Math.round(size * 0.5)));
    const pillWidth = Math.min(titleWidth, subSize * (input.subtitle.length * 0.95) + 36);
    const top = h * (wide ? 0.36 : 0.38);
    content =
      text(w * 0.07, top + size * 0.5, input.title, {
        size,
        fill: '#fff',
        weight: 800,
        extra: 'letter-spacing="1"',
      }) +
      `<rect x="${w * 0.07}" y="${top + size * 0.5 + subSize * 0.9}" width="${pillWidth}" height="${subSize * 1.9}" rx="${subSize * 0.95}" fill="#fff" fill-opacity=".92"/>` +
      text(w * 0.07 + 18, top + size * 0.5 + subSize * 2.2, input.subtitle, {
        size: subSize,
        fill: colours[0],
        weight: 700,
      }) +
      (wide ? illustration(w * 0.7, h * 0.2, Math.min((h * 0.6) / 140, (w * 0.24) / 140)) : '');
  }
  return svgDoc(w, h, defs + background + content);
}

/** A 160×80 brand logo: emblem and name. */
export function brandLogoSvg(input: { name: string; seed: number }): string {
  const p = paletteFor(input.seed);
  const size = fitFont(input.name, 96, 26);
  return svgDoc(
    160,
    80,
    `<rect x="1" y="1" width="158" height="78" rx="6" fill="#fff" stroke="#eee"/>` +
      `<circle cx="34" cy="40" r="20" fill="${p.primary}"/>${text(34, 47, [...input.name][0], { size: 20, fill: '#fff', weight: 700, anchor: 'middle' })}` +
      text(62, 40 + size * 0.36, input.name, { size, fill: p.ink, weight: 700 }),
  );
}

/** A 32×32 category icon with the category's first character; variant 2 is the hover state. */
export function categoryIconSvg(input: { name: string; seed: number; variant?: 1 | 2 }): string {
  const p = paletteFor(input.seed);
  const hover = input.variant === 2;
  return svgDoc(
    32,
    32,
    `<rect x="1" y="1" width="30" height="30" rx="8" fill="${hover ? '#fff' : p.primary}" stroke="${p.primary}" stroke-width="2"/>` +
      `<text x="16" y="22" font-family="${SANS}" font-size="16" font-weight="700" fill="${hover ? p.primary : '#fff'}" text-anchor="middle">${esc([...input.name][0] ?? '药')}</text>`,
  );
}

/** A 120×120 picture that looks like a QR code (finder patterns, timing, random modules). */
export function qrSvg(name: string): string {
  const n = 25;
  const cell = 4;
  const margin = 10;
  const random = randomFor(`qr:${name}`);
  const finder = (r: number, c: number) => r < 7 && c < 7;
  const inFinder = (r: number, c: number) => finder(r, c) || finder(r, n - 1 - c) || finder(n - 1 - r, c);
  let modules = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (inFinder(r, c) || (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8)) continue;
      const timing = (r === 6 || c === 6) && (r + c) % 2 === 0;
      if (timing || (r !== 6 && c !== 6 && random.chance(0.48))) {
        modules += `<rect x="${margin + c * cell}" y="${margin + r * cell}" width="${cell}" height="${cell}"/>`;
      }
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="28" height="28"/><rect x="${x + 4}" y="${y + 4}" width="20" height="20" fill="#fff"/><rect x="${x + 8}" y="${y + 8}" width="12" height="12"/>`;
  const far = margin + (n - 7) * cell;
  return svgDoc(
    120,
    120,
    `<rect width="120" height="120" fill="#fff"/><g fill="#111">${eye(margin, margin)}${eye(far, margin)}${eye(margin, far)}${modules}</g>`,
  );
}
