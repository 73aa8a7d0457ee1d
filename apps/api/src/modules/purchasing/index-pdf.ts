import PDFDocument from 'pdfkit';
import { pdfWithFonts } from '../../lib/cjk-fonts';
import { shanghaiDateTime } from '../../lib/shanghai-day';

/**
 * 资料清单: the first page of a 首营资料 pack. It names the supplier and buyer, lists the supplier's
 * documents, and every order line with its batch, expiry and the file in the pack that covers it.
 */

export interface PackIndex {
  seller: string;
  buyer: string;
  orderNo: string;
  createdAt: Date;
  shippedAt: Date;
  logistics: string;
  documents: { name: string; number: string; validUntil: string | null; file: string }[];
  lines: {
    goodsName: string;
    spec: string;
    manufacturer: string;
    approvalNumber: string;
    batchNo: string;
    expiresOn: string;
    quantity: string;
    file: string;
  }[];
  generatedAt: Date;
}

type Doc = PDFKit.PDFDocument;
interface Column {
  title: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

const W = 842;
const H = 595;
const LEFT = 30;
const RIGHT = W - 30;
const BOTTOM = H - 40;
const INK = '#1f1f1f';
const LINE = '#9aa5b1';
const HEAD_BG = '#eef2f6';
const SIZE = 8.5;
const ROW = 12;

const DOCUMENT_COLUMNS: Column[] = [
  { title: '序号', width: 34, align: 'center' },
  { title: '资料名称', width: 190 },
  { title: '证号 / 编号', width: 200 },
  { title: '有效期至', width: 90, align: 'center' },
  { title: '文件', width: RIGHT - LEFT - 514 },
];

const LINE_COLUMNS: Column[] = [
  { title: '序号', width: 28, align: 'center' },
  { title: '商品名称 / 规格', width: 150 },
  { title: '生产厂家', width: 124 },
  { title: '批准文号', width: 104 },
  { title: '批号', width: 80 },
  { title: '有效期至', width: 66, align: 'center' },
  { title: '数量', width: 50, align: 'right' },
  { title: '药检报告文件', width: RIGHT - LEFT - 602 },
];

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

function footer(doc: Doc, index: PackIndex, page: number) {
  doc.font('regular').fontSize(7.5).fillColor('#666');
  const note = `本清单由${index.seller}随货提供，仅供购货单位首营审核与入库验收使用。生成时间：${shanghaiDateTime(index.generatedAt)}`;
  doc.text(note, LEFT, H - 28, { width: RIGHT - LEFT - 60, lineBreak: false });
  doc.text(`第 ${page} 页`, RIGHT - 60, H - 28, { width: 60, align: 'right', lineBreak: false });
}

/** Draws a table from `y`, starting a new page (with the header again) when a row would not fit. */
function table(doc: Doc, columns: Column[], rows: string[][], y: number, newPage: () => number): number {
  const header = (top: number) => {
    doc.rect(LEFT, top, RIGHT - LEFT, 18).fillAndStroke(HEAD_BG, LINE);
    doc.font('bold').fontSize(SIZE).fillColor(INK);
    let x = LEFT;
    for (const c of columns) {
      doc.text(c.title, x + 4, top + 5, { width: c.width - 8, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    return top + 18;
  };
  y = header(y);
  doc.font('regular').fontSize(SIZE);
  for (const row of rows) {
    const cells = row.map((value, i) =>
      value.split('\n').flatMap((part) => wrap(doc, part, columns[i]!.width - 8)),
    );
    const height = Math.max(...cells.map((c) => c.length)) * ROW + 6;
    if (y + height > BOTTOM) {
      y = header(newPage());
      doc.font('regular').fontSize(SIZE);
    }
    doc.rect(LEFT, y, RIGHT - LEFT, height).stroke(LINE);
    let x = LEFT;
    cells.forEach((parts, i) => {
      const c = columns[i]!;
      if (i > 0)
        doc
          .moveTo(x, y)
          .lineTo(x, y + height)
          .stroke(LINE);
      doc.fillColor(INK);
      parts.forEach((part, k) =>
        doc.text(part, x + 4, y + 4 + k * ROW, {
          width: c.width - 8,
          align: c.align ?? 'left',
          lineBreak: false,
        }),
      );
      x += c.width;
    });
    y += height;
  }
  return y;
}

export function renderPackIndexPdf(index: PackIndex): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `首营资料清单 ${index.orderNo}`, Author: index.seller, Subject: `订单${index.orderNo}` },
  });
  const done = pdfWithFonts(doc);
  let page = 0;
  const newPage = () => {
    doc.addPage({ size: [W, H], margin: 0 });
    footer(doc, index, ++page);
    return 30;
  };
  newPage();
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text('首营资料及药检报告清单', LEFT, 28, {
      width: RIGHT - LEFT,
      align: 'center',
    });
  const info: [string, string][] = [
    ['供货单位', index.seller],
    ['购货单位', index.buyer],
    ['订单编号', index.orderNo],
    ['下单时间', shanghaiDateTime(index.createdAt)],
    ['发货时间', shanghaiDateTime(index.shippedAt)],
    ['物流信息', index.logistics || '—'],
  ];
  info.forEach(([label, value], i) => {
    const x = LEFT + (i % 2) * ((RIGHT - LEFT) / 2);
    const y = 64 + Math.floor(i / 2) * 16;
    doc.font('bold').fontSize(9.5).text(`${label}：`, x, y, { lineBreak: false });
    doc.font('regular').text(value, x + 60, y, { width: (RIGHT - LEFT) / 2 - 64, lineBreak: false });
  });
  let y = 124;
  doc.font('bold').fontSize(11).text('一、供货单位资质（首营资料）', LEFT, y);
  y = table(
    doc,
    DOCUMENT_COLUMNS,
    index.documents.map((d, i) => [String(i + 1), d.name, d.number || '—', d.validUntil ?? '长期', d.file]),
    y + 18,
    newPage,
  );
  y += 16;
  if (y + 60 > BOTTOM) y = newPage();
  doc.font('bold').fontSize(11).fillColor(INK).text('二、随货商品批次与药检报告', LEFT, y);
  table(
    doc,
    LINE_COLUMNS,
    index.lines.map((l, i) => [
      String(i + 1),
      `${l.goodsName}\n${l.spec}`,
      l.manufacturer,
      l.approvalNumber || '—',
      l.batchNo,
      l.expiresOn,
      l.quantity,
      l.file,
    ]),
    y + 18,
    newPage,
  );
  doc.end();
  return done;
}
