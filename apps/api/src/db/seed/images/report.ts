import { addDaysIso } from '../dates';
import { esc, fitFont, randomFor, SANS, SERIF, svgDoc, text } from './svg';

export interface ReportInput {
  kind: string;
  name: string;
  spec: string;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  approvalNumber: string;
  /** Full manufacturer name, shown in the title and on the seal. */
  manufacturer: string;
  seed: number;
}

const W = 600;
const H = 848;

function testItems(kind: string, seed: number): [string, string, string][] {
  const random = randomFor(`report${seed}`);
  const pct = (min: number, max: number) => `${random.float(min, max).toFixed(1)}%`;
  if (kind === 'herbal') {
    return [
      ['性状', '应符合规定', '符合规定'],
      ['鉴别', '应呈正反应', '符合规定'],
      ['水分', '不得过13.0%', pct(7, 12)],
      ['总灰分', '不得过5.0%', pct(2, 4.6)],
      ['浸出物', '不得少于20.0%', pct(22, 36)],
      ['二氧化硫残留量', '不得过150mg/kg', `${random.int(8, 60)}mg/kg`],
    ];
  }
  if (kind === 'device') {
    return [
      ['外观', '应清洁、无破损', '符合规定'],
      ['尺寸', '应符合标示规格', '符合规定'],
      ['物理性能', '应符合产品技术要求', '符合规定'],
      ['无菌', '应无菌', '符合规定'],
      ['环氧乙烷残留量', '不得过10μg/g', `${random.float(0.5, 4).toFixed(1)}μg/g`],
    ];
  }
  return [
    ['性状', '应符合规定', '符合规定'],
    ['鉴别', '应呈正反应', '符合规定'],
    ['检查', '应符合规定', '符合规定'],
    ['微生物限度', '应符合规定', '符合规定'],
    ['含量测定', '应为标示量的90.0%～110.0%', pct(96, 104)],
  ];
}

function seal(cx: number, cy: number, company: string): string {
  const name = company.length > 16 ? company.slice(0, 16) : company;
  return (
    `<g opacity=".82"><circle cx="${cx}" cy="${cy}" r="62" fill="none" stroke="#d81e06" stroke-width="4"/>` +
    `<defs><path id="arc" d="M${cx - 46},${cy + 10} A46,46 0 1 1 ${cx + 46},${cy + 10}"/></defs>` +
    `<text font-family="${SERIF}" font-size="13" fill="#d81e06" font-weight="700"><textPath href="#arc" startOffset="50%" text-anchor="middle">${esc(name)}</textPath></text>` +
    `<polygon points="${cx},${cy - 16} ${cx + 5},${cy - 3} ${cx + 18},${cy - 3} ${cx + 8},${cy + 5} ${cx + 12},${cy + 18} ${cx},${cy + 10} ${cx - 12},${cy + 18} ${cx - 8},${cy + 5} ${cx - 18},${cy - 3} ${cx - 5},${cy - 3}" fill="#d81e06"/>` +
    text(cx, cy + 40, '质量检验专用章', { size: 11, fill: '#d81e06', weight: 700, anchor: 'middle' }) +
    `</g>`
  );
}

/** A picture of a batch's 检验报告书, as a wholesaler shows it next to the batch on sale. */
export function reportSvg(input: ReportInput): string {
  const reportDate = addDaysIso(input.producedOn, 6);
  const standard =
    input.kind === 'herbal'
      ? '《中国药典》2020年版一部'
      : input.kind === 'device'
        ? '产品技术要求'
        : '《中国药典》2020年版 / 国家药品标准';
  const head: [string, string][] = [
    ['品　　名', input.name],
    ['规　　格', input.spec],
    ['批　　号', input.batchNo],
    ['生产日期', input.producedOn],
    ['有效期至', input.expiresOn],
    [input.kind === 'device' ? '注册证号' : '批准文号', input.approvalNumber || '—'],
    ['检验依据', standard],
    ['报告日期', reportDate],
  ];
  const rowH = 30;
  let y = 150;
  let body = '';
  for (const [label, value] of head) {
    body += `<rect x="50" y="${y}" width="500" height="${rowH}" fill="none" stroke="#999"/><line x1="150" y1="${y}" x2="150" y2="${y + rowH}" stroke="#999"/>`;
    body += text(100, y + 20, label, { size: 13, fill: '#333', anchor: 'middle' });
    body += text(162, y + 20, value, { size: fitFont(value, 380, 13), fill: '#111' });
    y += rowH;
  }
  y += 20;
  body += `<rect x="50" y="${y}" width="500" height="${rowH}" fill="#f2f2f2" stroke="#999"/>`;
  for (const [x, label] of [
    [120, '检验项目'],
    [300, '标准规定'],
    [480, '检验结果'],
  ] as const) {
    body += text(x, y + 20, label, { size: 13, fill: '#111', weight: 700, anchor: 'middle' });
  }
  y += rowH;
  for (const [item, rule, result] of testItems(input.kind, input.seed)) {
    body += `<rect x="50" y="${y}" width="500" height="${rowH}" fill="none" stroke="#999"/>`;
    body += `<line x1="190" y1="${y}" x2="190" y2="${y + rowH}" stroke="#999"/><line x1="410" y1="${y}" x2="410" y2="${y + rowH}" stroke="#999"/>`;
    body += text(120, y + 20, item, { size: 13, fill: '#333', anchor: 'middle' });
    body += text(300, y + 20, rule, { size: fitFont(rule, 210, 12), fill: '#333', anchor: 'middle' });
    body += text(480, y + 20, result, { size: 13, fill: '#111', anchor: 'middle' });
    y += rowH;
  }
  y += 36;
  body += text(50, y, `结论：本品按${standard}检验，结果符合规定。`, {
    size: fitFont(`结论：本品按${standard}检验，结果符合规定。`, 500, 15),
    fill: '#111',
    weight: 700,
  });
  y += 60;
  body += text(50, y, '检验人：李　敏', { size: 13, fill: '#333' });
  body += text(230, y, '复核人：陈　刚', { size: 13, fill: '#333' });
  body += text(410, y, '质量负责人：王　芳', { size: 13, fill: '#333' });
  const title = `${input.manufacturer}`;
  return svgDoc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#fffef9"/><rect x="20" y="20" width="${W - 40}" height="${H - 40}" fill="none" stroke="#ccc"/>` +
      text(W / 2, 72, title, {
        size: fitFont(title, 520, 20),
        fill: '#111',
        weight: 700,
        anchor: 'middle',
        family: SANS,
      }) +
      text(W / 2, 112, '成 品 检 验 报 告 书', {
        size: 26,
        fill: '#111',
        weight: 700,
        anchor: 'middle',
        family: SERIF,
      }) +
      text(W - 50, 138, `报告编号：QC-${input.batchNo}`, { size: 11, fill: '#666', anchor: 'end' }) +
      body +
      seal(450, Math.min(H - 110, y + 40), input.manufacturer),
  );
}
