import PDFDocument from 'pdfkit';
import { pdfWithFonts } from '../../lib/cjk-fonts';

/**
 * The copy of a seeded 首营资料 document (demo data has no scans): an A4 page laid out like the
 * certificate or letter it stands for, with the holder's seal. Real documents are the files staff upload.
 */

export interface LicenceInput {
  kind: string;
  kindName: string;
  title: string;
  number: string;
  validUntil: string | null;
  holder: string;
  address: string;
}

type Doc = PDFKit.PDFDocument;

const W = 595;
const H = 842;
const RED = '#b1271b';
const INK = '#1f1f1f';

/** What each kind shows: its rows and, for letters, the body text. */
function contentOf(d: LicenceInput): { rows: [string, string][]; body?: string[] } {
  const until = d.validUntil ?? '长期';
  switch (d.kind) {
    case 'business_licence':
      return {
        rows: [
          ['统一社会信用代码', d.number],
          ['名　　称', d.holder],
          ['类　　型', '有限责任公司'],
          ['住　　所', d.address],
          ['经营范围', '药品批发；医疗器械经营；第二类医疗器械销售；互联网药品信息服务'],
          ['营业期限', `至 ${until}`],
        ],
      };
    case 'drug_licence':
      return {
        rows: [
          ['许可证编号', d.number],
          ['企业名称', d.holder],
          ['仓库地址', d.address],
          ['经营方式', '批发'],
          ['经营范围', '中成药、化学药制剂、抗生素制剂、生化药品、生物制品（除疫苗）、中药饮片'],
          ['有效期至', until],
        ],
      };
    case 'gsp_certificate':
      return {
        rows: [
          ['证书编号', d.number],
          ['企业名称', d.holder],
          ['地　　址', d.address],
          ['认证范围', '药品批发（含冷藏、冷冻药品）'],
          ['有效期至', until],
        ],
        body: ['经检查，该企业符合《药品经营质量管理规范》要求，特发此证。'],
      };
    case 'quality_agreement':
      return {
        rows: [
          ['协议编号', d.number],
          ['供货单位', d.holder],
          ['有效期至', until],
        ],
        body: [
          '一、供货单位保证所供药品、医疗器械来源合法，随货提供加盖公章的首营资料及同批号药检报告。',
          '二、所供商品包装、标签、说明书符合国家规定，效期不少于六个月（近效期商品另行约定）。',
          '三、运输与储存符合药品经营质量管理规范，冷链商品全程温控并提供温度记录。',
          '四、发现质量问题的，双方按退货流程处理；涉及召回的，供货单位负责召回并承担相应费用。',
        ],
      };
    default:
      return {
        rows: [
          ['委托书编号', d.number],
          ['授权单位', d.holder],
          ['被授权人', '张　伟（身份证号 110105********2316）'],
          ['授权期限', `至 ${until}`],
        ],
        body: [
          '兹授权上述人员代表我公司办理药品、医疗器械的销售及相关业务，被授权人不得转授权。',
          '本授权仅在授权期限内有效，超出授权范围的行为我公司不予认可。',
        ],
      };
  }
}

/** A round company seal: a ring, the holder's name along the top arc and a star. */
function seal(doc: Doc, cx: number, cy: number, holder: string) {
  doc.save().opacity(0.85).lineWidth(3).circle(cx, cy, 62).stroke(RED);
  const chars = [...holder.replace(/（.*?）/g, '')].slice(0, 16);
  const span = 250;
  chars.forEach((ch, i) => {
    const angle = -span / 2 + (span * (i + 0.5)) / chars.length;
    doc.save().rotate(angle, { origin: [cx, cy] });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(RED)
      .text(ch, cx - 6, cy - 56, { width: 12, align: 'center' });
    doc.restore();
  });
  const r = 16;
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  doc.polygon(...points).fill(RED);
  doc.restore();
}

export function renderLicencePdf(d: LicenceInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    info: { Title: `${d.kindName} ${d.number}`, Author: d.holder },
  });
  const done = pdfWithFonts(doc);
  const { rows, body } = contentOf(d);
  doc
    .lineWidth(5)
    .rect(28, 28, W - 56, H - 56)
    .stroke(RED);
  doc
    .lineWidth(1)
    .rect(38, 38, W - 76, H - 76)
    .stroke(RED);
  doc
    .font('bold')
    .fontSize(30)
    .fillColor(RED)
    .text(d.title, 60, 90, { width: W - 120, align: 'center' });
  doc
    .font('regular')
    .fontSize(12)
    .fillColor('#666')
    .text('（复印件 · 仅供首营审核）', 60, 136, {
      width: W - 120,
      align: 'center',
    });
  let y = 190;
  for (const [label, value] of rows) {
    doc.font('bold').fontSize(12).fillColor(INK).text(label, 80, y, { width: 110 });
    doc
      .font('regular')
      .fontSize(12)
      .text(value || '—', 195, y, { width: W - 275 });
    const bottom = Math.max(doc.y, y + 16);
    doc
      .moveTo(195, bottom + 4)
      .lineTo(W - 80, bottom + 4)
      .lineWidth(0.5)
      .stroke('#cfc4ad');
    y = bottom + 18;
  }
  y += 10;
  for (const line of body ?? []) {
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(INK)
      .text(line, 80, y, { width: W - 160, lineGap: 4 });
    y = doc.y + 10;
  }
  seal(doc, W - 170, H - 190, d.holder);
  doc.font('regular').fontSize(12).fillColor(INK);
  doc.text(d.holder, 80, H - 150, { width: W - 260 });
  doc.text('（盖章）', 80, H - 130, { width: 200 });
  doc.end();
  return done;
}
