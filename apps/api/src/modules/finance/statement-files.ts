import type { StatementAnswer, StatementFormat } from '@yaocai/contract';
import * as XLSX from '@e965/xlsx';
import PDFDocument from 'pdfkit';
import { pdfWithFonts } from '../../lib/cjk-fonts';
import { shanghaiDateTime } from '../../lib/shanghai-day';

/** 对账单 as a spreadsheet or a PDF: the summary, then every balance entry of the month. */

const SELLER = '药采网';

function summaryRows(s: StatementAnswer): string[][] {
  return [
    ['期初余额', s.balance.opening],
    ...s.balance.movements.map((m) => [`${m.kind_name}（${m.count}笔）`, m.amount]),
    ['期末余额', s.balance.closing],
    ['本月下单', `${s.orders.count}笔 ${s.orders.amount}`],
    ...s.payments.map((p) => [`订单支付·${p.method_name}（${p.count}笔）`, p.amount]),
    ['退款合计', s.refunds.total],
    ...s.transfers.map((t) => [`线下汇款·${t.purpose_name}（${t.count}笔）`, t.amount]),
    ['期初账期欠款', s.credit.opening],
    ['本月账期用款', s.credit.used],
    ['本月账期还款', s.credit.repaid],
    ['本月账期退款', s.credit.refunded],
    ['期末账期欠款', s.credit.closing],
  ];
}

const LINE_HEADER = ['时间', '类型', '金额（元）', '余额（元）', '订单号', '说明'];
const lineRows = (s: StatementAnswer) =>
  s.lines.map((l) => [
    shanghaiDateTime(new Date(l.created_at)),
    l.kind_name,
    l.amount,
    l.balance_after,
    l.order_no ?? '',
    l.note,
  ]);

function sheet(s: StatementAnswer): Buffer {
  const rows: (string | number)[][] = [
    [`${s.company} ${s.month} 对账单（${s.from} 至 ${s.to}）`],
    [],
    ['项目', '金额（元）'],
    ...summaryRows(s),
    [],
    LINE_HEADER,
    ...lineRows(s),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '对账单');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const W = 595;
const H = 842;
const LEFT = 40;
const RIGHT = W - 40;
const ROW = 16;

function pdf(s: StatementAnswer, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `对账单 ${s.company} ${s.month}`, Author: SELLER },
  });
  const done = pdfWithFonts(doc);
  let y = 0;
  const page = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.font('regular').fontSize(8).fillColor('#666');
    doc.text(`${SELLER} · 生成时间 ${shanghaiDateTime(generatedAt)}`, LEFT, H - 30, { lineBreak: false });
    y = 40;
  };
  const row = (cells: string[], widths: number[], bold = false) => {
    if (y + ROW > H - 50) page();
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor('#1f1f1f');
    let x = LEFT;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 4, { width: widths[i]! - 6, lineBreak: false, ellipsis: true });
      x += widths[i]!;
    });
    doc
      .moveTo(LEFT, y + ROW)
      .lineTo(RIGHT, y + ROW)
      .strokeColor('#c8ced6')
      .stroke();
    y += ROW;
  };
  page();
  doc
    .font('bold')
    .fontSize(16)
    .text(`${s.month} 对账单`, LEFT, y, { width: RIGHT - LEFT, align: 'center' });
  y += 28;
  doc
    .font('regular')
    .fontSize(10)
    .text(`单位：${s.company}（${s.username}）  期间：${s.from} 至 ${s.to}`, LEFT, y);
  y += 24;
  row(['项目', '金额（元）'], [320, RIGHT - LEFT - 320], true);
  for (const r of summaryRows(s)) row(r, [320, RIGHT - LEFT - 320]);
  y += 16;
  const widths = [92, 90, 70, 70, 110, RIGHT - LEFT - 432];
  row(LINE_HEADER, widths, true);
  for (const r of lineRows(s)) row(r, widths);
  if (s.lines.length === 0) row(['本月没有余额变动', '', '', '', '', ''], widths);
  doc.end();
  return done;
}

export function statementFile(s: StatementAnswer, format: StatementFormat, now = new Date()) {
  return format === 'pdf' ? pdf(s, now) : Promise.resolve(sheet(s));
}

/** Headers that make a browser save the statement under a Chinese name. */
export function statementHeaders(s: StatementAnswer, format: StatementFormat) {
  const name = `对账单-${s.company}-${s.month}.${format}`;
  return {
    'content-type':
      format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}
