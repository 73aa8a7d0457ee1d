import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { amountInChineseCapitals, formatYuan, invoiceTotals, type InvoiceKind } from '@yaocai/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceLine } from './invoice-lines';

/**
 * The invoice as a PDF laid out like a 数电票 电子发票（普通发票）: title, number and date, buyer and
 * seller panels, the item table, 合计, 价税合计 in capitals and figures, 备注. Noto Sans SC comes from
 * an npm package and is embedded as a subset (with its ToUnicode map, so the text can be copied).
 */

export interface InvoiceDocument {
  invoiceNo: string;
  kind: InvoiceKind;
  issuedAt: Date;
  buyer: { name: string; taxNumber: string };
  seller: { name: string; taxNumber: string; address: string };
  orderNo: string;
  /** The blue invoice a red one reverses. */
  originalNo: string;
  lines: InvoiceLine[];
  issuer: string;
}

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`)),
  };
  return fonts;
}

const FRAME = '#a4452a';
const INK = '#1f1f1f';
const RED = '#d4380d';
const WIDTH = 683; // 241 mm, the 数电票 paper
const LEFT = 24;
const RIGHT = WIDTH - 24;
const ROW = 13;
const MIN_ITEM_ROWS = 7;

/** Columns of the item table: title, width, alignment. */
const COLUMNS = [
  { title: '项目名称', width: 196, align: 'left' },
  { title: '规格型号', width: 80, align: 'left' },
  { title: '单位', width: 34, align: 'center' },
  { title: '数量', width: 46, align: 'right' },
  { title: '单价', width: 68, align: 'right' },
  { title: '金额', width: 80, align: 'right' },
  { title: '税率/征收率', width: 56, align: 'center' },
  { title: '税额', width: 75, align: 'right' },
] as const;

type Doc = PDFKit.PDFDocument;

/** Splits text into lines no wider than `width` at the current font and size. */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const ch of text) {
    if (current && doc.widthOfString(current + ch) > width) {
      lines.push(current);
      current = ch;
    } else current += ch;
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

const money = (fen: number) => formatYuan(fen);
const yuanSign = (fen: number) => `¥${formatYuan(fen)}`;

function unitPrice(line: InvoiceLine) {
  if (line.quantity === 0) return '';
  const price = (line.amount - line.tax) / 100 / line.quantity;
  return String(Number(price.toFixed(6)));
}

function cells(line: InvoiceLine) {
  return [
    `*${line.category}*${line.name}`,
    line.spec,
    line.unit,
    String(line.quantity),
    unitPrice(line),
    money(line.amount - line.tax),
    line.rate === 0 ? '免税' : `${line.rate}%`,
    line.rate === 0 ? '***' : money(line.tax),
  ];
}

function text(doc: Doc, value: string, x: number, y: number, width: number, align = 'left', size = 8.5) {
  doc.fontSize(size).text(value, x, y, { width, align: align as 'left', lineBreak: false });
}

function dateText(at: Date) {
  const china = new Date(at.getTime() + 8 * 3600_000);
  return `${china.getUTCFullYear()}年${String(china.getUTCMonth() + 1).padStart(2, '0')}月${String(china.getUTCDate()).padStart(2, '0')}日`;
}

/** A panel with its label written down a narrow strip (购买方信息 / 销售方信息 / 备注). */
function stripLabel(doc: Doc, label: string, x: number, top: number, height: number) {
  const chars = [...label];
  const step = 11;
  const start = top + (height - chars.length * step) / 2;
  doc.font('bold').fillColor(FRAME);
  chars.forEach((ch, i) => text(doc, ch, x, start + i * step, 18, 'center', 9));
  doc.font('regular').fillColor(INK);
  doc
    .moveTo(x + 18, top)
    .lineTo(x + 18, top + height)
    .stroke(FRAME);
}

function party(doc: Doc, label: string, x: number, top: number, who: { name: string; taxNumber: string }) {
  const height = 58;
  stripLabel(doc, label, x, top, height);
  const left = x + 24;
  const width = (RIGHT - LEFT) / 2 - 30;
  doc.fillColor(FRAME);
  text(doc, '名称：', left, top + 12, 40, 'left', 9);
  text(doc, '统一社会信用代码/纳税人识别号：', left, top + 34, 150, 'left', 9);
  doc.fillColor(INK);
  text(doc, who.name, left + 30, top + 12, width - 30, 'left', 10);
  text(doc, who.taxNumber || '—', left + 148, top + 34, width - 148, 'left', 10);
}

function header(doc: Doc, d: InvoiceDocument) {
  doc.font('bold').fillColor(FRAME);
  text(doc, '电子发票（普通发票）', LEFT, 22, RIGHT - LEFT, 'center', 20);
  const mid = WIDTH / 2;
  doc.lineWidth(0.8);
  doc
    .moveTo(mid - 110, 52)
    .lineTo(mid + 110, 52)
    .stroke(FRAME);
  doc
    .moveTo(mid - 110, 55)
    .lineTo(mid + 110, 55)
    .stroke(FRAME);
  doc.font('regular');
  text(doc, '发票号码：', RIGHT - 200, 26, 60, 'left', 9);
  text(doc, '开票日期：', RIGHT - 200, 42, 60, 'left', 9);
  doc.fillColor(INK);
  text(doc, d.invoiceNo, RIGHT - 150, 26, 150, 'left', 10);
  text(doc, dateText(d.issuedAt), RIGHT - 150, 42, 150, 'left', 10);
  if (d.kind === 'red') {
    doc.lineWidth(1.2).roundedRect(LEFT, 24, 44, 22, 3).stroke(RED);
    doc.font('bold').fillColor(RED);
    text(doc, '红字', LEFT, 27, 44, 'center', 12);
    text(doc, '销项负数', LEFT + 52, 28, 80, 'left', 11);
    doc.font('regular').fillColor(INK).lineWidth(0.8);
  }
}

function itemRows(doc: Doc, lines: InvoiceLine[]) {
  doc.font('regular').fontSize(8.5);
  return lines.map((line) => {
    const values = cells(line);
    const wrapped = values.map((v, i) => (i <= 1 ? wrap(doc, v, COLUMNS[i]!.width - 12) : [v]));
    return { wrapped, height: Math.max(...wrapped.map((w) => w.length)) * ROW };
  });
}

/** Renders the invoice; resolves with the PDF bytes. */
export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const totals = invoiceTotals(d.lines);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: `电子发票 ${d.invoiceNo}`, Author: d.seller.name, Subject: `订单${d.orderNo}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  // Measure the rows first: the page grows with the item table.
  const rows = itemRows(doc, d.lines);
  const itemsHeight = Math.max(
    MIN_ITEM_ROWS * ROW,
    rows.reduce((s, r) => s + r.height, 0),
  );
  doc.addPage({ size: [WIDTH, 68 + 58 + 18 + itemsHeight + 8 + 20 + 24 + 46 + 36], margin: 0 });
  header(doc, d);

  const top = 68;
  const mid = (LEFT + RIGHT) / 2;
  doc.lineWidth(0.8).strokeColor(FRAME);
  party(doc, '购买方信息', LEFT, top, d.buyer);
  party(doc, '销售方信息', mid, top, d.seller);
  doc
    .moveTo(mid, top)
    .lineTo(mid, top + 58)
    .stroke(FRAME);

  // Item table: header, rows, 合计.
  let y = top + 58;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke(FRAME);
  doc.fillColor(FRAME);
  let x = LEFT;
  for (const c of COLUMNS) {
    text(doc, c.title, x, y + 5, c.width, 'center', 9);
    x += c.width;
  }
  y += 18;
  doc.fillColor(INK);
  const itemsTop = y;
  for (const row of rows) {
    x = LEFT;
    row.wrapped.forEach((parts, i) => {
      const c = COLUMNS[i]!;
      parts.forEach((part, k) => text(doc, part, x + 6, y + 2 + k * ROW, c.width - 12, c.align));
      x += c.width;
    });
    y += row.height;
  }
  y = itemsTop + itemsHeight + 8;
  doc.fillColor(FRAME);
  text(doc, '合', LEFT + 50, y + 5, 20, 'center', 9);
  text(doc, '计', LEFT + 110, y + 5, 20, 'center', 9);
  doc.fillColor(INK);
  const netX = LEFT + COLUMNS.slice(0, 5).reduce((s, c) => s + c.width, 0);
  text(doc, yuanSign(totals.net), netX + 6, y + 5, COLUMNS[5].width - 12, 'right', 9);
  text(doc, yuanSign(totals.tax), RIGHT - COLUMNS[7].width + 6, y + 5, COLUMNS[7].width - 12, 'right', 9);
  y += 20;

  // 价税合计
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke(FRAME);
  doc.fillColor(FRAME);
  text(doc, '价税合计（大写）', LEFT + 6, y + 7, 110, 'left', 9);
  text(doc, '（小写）', RIGHT - 170, y + 7, 50, 'left', 9);
  doc.fillColor(INK).font('bold');
  text(doc, `ⓧ ${amountInChineseCapitals(totals.total)}`, LEFT + 130, y + 6, 330, 'left', 10);
  text(doc, yuanSign(totals.total), RIGHT - 120, y + 6, 114, 'left', 10);
  doc.font('regular');
  y += 24;

  // 备注
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke(FRAME);
  stripLabel(doc, '备注', LEFT, y, 46);
  const notes = [`订单号：${d.orderNo}`, `销售方地址电话：${d.seller.address}`];
  if (d.kind === 'red') notes.unshift(`被红冲蓝字电子发票号码：${d.originalNo}`);
  notes.forEach((note, i) => text(doc, note, LEFT + 26, y + 5 + i * 12, RIGHT - LEFT - 32, 'left', 8.5));
  y += 46;
  doc
    .lineWidth(1)
    .rect(LEFT, top, RIGHT - LEFT, y - top)
    .stroke(FRAME);

  doc.fillColor(FRAME);
  text(doc, '开票人：', LEFT + 6, y + 10, 50, 'left', 9);
  doc.fillColor(INK);
  text(doc, d.issuer, LEFT + 46, y + 10, 200, 'left', 9);
  doc.end();
  return done;
}
