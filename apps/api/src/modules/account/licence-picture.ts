import { fitFont, SERIF, svgDoc, text } from '../../db/seed/images/svg';

const W = 640;
const H = 452;

/**
 * A picture of a document on file without an uploaded scan (seeded demo documents): a certificate
 * with the national-emblem-style border, its title, holder, number and validity, and the issuer's seal.
 */
export function licencePictureSvg(input: {
  kind: string;
  number: string;
  company: string;
  address: string;
  expiresOn: string;
  scopes: string[];
}): string {
  const isLetter = input.kind === '采购委托书';
  const accent = isLetter ? '#1f3f7a' : '#a4161a';
  const rows: [string, string][] = isLetter
    ? [
        ['委托单位', input.company],
        ['编　　号', input.number],
        ['委托事项', '药品及医疗器械采购、验收与付款'],
        ['有效期至', input.expiresOn],
      ]
    : [
        ['名　　称', input.company],
        ['证　　号', input.number],
        ['地　　址', input.address || '—'],
        ['经营范围', input.scopes.length ? input.scopes.join('、') : '详见正本'],
        ['有效期至', input.expiresOn],
      ];
  let body = `<rect width="${W}" height="${H}" fill="#fbf6e9"/>`;
  body += `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${accent}" stroke-width="6"/>`;
  body += `<rect x="26" y="26" width="${W - 52}" height="${H - 52}" fill="none" stroke="${accent}" stroke-width="1.5" stroke-dasharray="6 3"/>`;
  body += text(W / 2, 86, input.kind, {
    size: fitFont(input.kind, 440, 40),
    fill: accent,
    weight: 700,
    anchor: 'middle',
    family: SERIF,
    extra: 'letter-spacing="6"',
  });
  body += text(W / 2, 116, '（副本）', { size: 14, fill: '#555', anchor: 'middle', family: SERIF });
  let y = 162;
  for (const [label, value] of rows) {
    body += text(70, y, label, { size: 16, fill: '#333', weight: 700, family: SERIF });
    body += text(170, y, value, { size: fitFont(value, 400, 16), fill: '#111', family: SERIF });
    body += `<line x1="170" y1="${y + 8}" x2="${W - 70}" y2="${y + 8}" stroke="#d8ccb0"/>`;
    y += 44;
  }
  const cx = W - 140;
  const cy = H - 96;
  body += `<g opacity=".8"><circle cx="${cx}" cy="${cy}" r="54" fill="none" stroke="#d81e06" stroke-width="4"/>`;
  body += `<polygon points="${cx},${cy - 18} ${cx + 5},${cy - 4} ${cx + 19},${cy - 4} ${cx + 8},${cy + 5} ${cx + 12},${cy + 19} ${cx},${cy + 10} ${cx - 12},${cy + 19} ${cx - 8},${cy + 5} ${cx - 19},${cy - 4} ${cx - 5},${cy - 4}" fill="#d81e06"/>`;
  body += text(cx, cy + 38, isLetter ? '委托专用章' : '发证机关', {
    size: 12,
    fill: '#d81e06',
    weight: 700,
    anchor: 'middle',
  });
  body += `</g>`;
  body += text(70, H - 56, '仅供药采网资质审核使用', { size: 13, fill: '#9a8a66', family: SERIF });
  return svgDoc(W, H, body);
}
