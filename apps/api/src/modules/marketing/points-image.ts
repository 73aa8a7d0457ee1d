import { esc, fitFont, paletteFor, SANS, svgDoc, text, wrapName } from '../../db/seed/images/svg';

/**
 * The picture of a 积分商城 item, drawn from its row (no photos on this machine): a gift box with the
 * item's name, or a coupon ticket with its value. 300×300, like the goods pack shots.
 */
export function pointsGoodsSvg(item: {
  id: number;
  kind: string;
  name: string;
  couponAmount: number;
  couponThreshold: number;
}): string {
  return item.kind === 'coupon' ? couponSvg(item) : giftSvg(item);
}

function giftSvg(item: { id: number; name: string }): string {
  const p = paletteFor(item.id);
  const lines = wrapName(item.name, 9);
  const size = Math.min(...lines.map((l) => fitFont(l, 250, 24)));
  const box =
    `<rect x="80" y="92" width="140" height="104" rx="6" fill="${p.primary}"/>` +
    `<rect x="70" y="70" width="160" height="34" rx="6" fill="${p.accent}"/>` +
    `<rect x="140" y="70" width="20" height="126" fill="${p.secondary}"/>` +
    `<path d="M150 70 C 120 36, 92 52, 112 70 Z" fill="${p.secondary}"/>` +
    `<path d="M150 70 C 180 36, 208 52, 188 70 Z" fill="${p.secondary}"/>` +
    `<circle cx="150" cy="68" r="9" fill="${p.secondary}" stroke="${p.accent}" stroke-width="2"/>`;
  const caption = lines
    .map((l, i) => text(150, 236 + i * (size + 6), l, { size, fill: '#333', weight: 700, anchor: 'middle' }))
    .join('');
  return svgDoc(
    300,
    300,
    `<rect width="300" height="300" fill="#fff8f0"/>` +
      `<circle cx="150" cy="130" r="96" fill="${p.secondary}" fill-opacity=".22"/>` +
      box +
      caption +
      `<rect x="12" y="12" width="64" height="24" rx="12" fill="#e4393c"/>` +
      text(44, 29, '积分兑', { size: 13, fill: '#fff', weight: 700, anchor: 'middle' }),
  );
}

function couponSvg(item: { name: string; couponAmount: number; couponThreshold: number }): string {
  const amount = `${Math.floor(item.couponAmount / 100)}`;
  const rule = item.couponThreshold > 0 ? `满${Math.floor(item.couponThreshold / 100)}元可用` : '无门槛使用';
  const amountSize = fitFont(`¥${amount}`, 150, 64);
  return svgDoc(
    300,
    300,
    `<rect width="300" height="300" fill="#fff5f5"/>` +
      `<rect x="24" y="86" width="252" height="128" rx="10" fill="#e4393c"/>` +
      `<circle cx="24" cy="150" r="14" fill="#fff5f5"/><circle cx="276" cy="150" r="14" fill="#fff5f5"/>` +
      `<line x1="196" y1="98" x2="196" y2="202" stroke="#fff" stroke-opacity=".6" stroke-dasharray="6 5" stroke-width="2"/>` +
      `<text x="110" y="${150 + amountSize * 0.2}" font-family="${SANS}" font-size="${amountSize}" font-weight="700" fill="#fff" text-anchor="middle">${esc(`¥${amount}`)}</text>` +
      text(110, 196, rule, { size: 15, fill: '#ffe8a3', anchor: 'middle' }) +
      text(236, 142, '优惠', { size: 20, fill: '#fff', weight: 700, anchor: 'middle' }) +
      text(236, 170, '券', { size: 20, fill: '#fff', weight: 700, anchor: 'middle' }) +
      text(150, 254, item.name, {
        size: fitFont(item.name, 260, 20),
        fill: '#333',
        weight: 700,
        anchor: 'middle',
      }),
  );
}
