import {
  INVOICE_STATUSES,
  type InvoiceListAnswer,
  type invoiceListQuery,
  type InvoiceStatus,
  type InvoiceSummary,
  type MemberInvoice,
} from '@yaocai/contract';
import {
  formatDate,
  formatYuan,
  INVOICE_KIND_LABELS,
  invoiceTotals,
  toCalendarDate,
  type InvoiceKind,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { loadSiteConfig, type SiteConfig } from '../content/index';
import { blueLines, redLines, shippingLine, type InvoiceLine } from './invoice-lines';
import { renderInvoicePdf } from './invoice-pdf';
import * as repo from './invoice.repository';
import { notify } from './message.service';

const PAGE_SIZE = 10;

/** 发票号码: the China day of issue and the invoice id, 20 digits like a 全电发票 number. */
export function invoiceNumber(id: number, at: Date): string {
  return `${formatDate(toCalendarDate(at)).replace(/-/g, '')}${String(id).padStart(12, '0')}`;
}

/** 购买方: the title and tax number the order asked for, else the company's, else its name. */
function buyerOf(found: Pick<BlueInvoiceSource, 'order' | 'company'>) {
  const { order, company } = found;
  if (order.invoiceTitle) return { title: order.invoiceTitle, taxNumber: order.taxNumber };
  return { title: company.invoiceTitle || company.name, taxNumber: company.taxNumber };
}

export async function issue(
  db: Database,
  values: Omit<repo.InvoiceInsert, 'id' | 'invoiceNo' | 'amount' | 'taxAmount' | 'lines'>,
  lines: InvoiceLine[],
  at: Date,
) {
  const id = await repo.nextInvoiceId(db);
  const totals = invoiceTotals(lines);
  return repo.insertInvoice(db, {
    ...values,
    id,
    invoiceNo: invoiceNumber(id, at),
    lines,
    amount: totals.total,
    taxAmount: totals.tax,
    issuedAt: at,
  });
}

/** What a blue invoice is drawn from: the order, its buyer's company and its lines with their goods. */
export interface BlueInvoiceSource {
  order: {
    memberId: number;
    orderNo: string;
    shippingAmount: number;
    invoiceTitle: string;
    taxNumber: string;
  };
  company: { name: string; invoiceTitle: string; taxNumber: string };
  lines: Parameters<typeof blueLines>[0];
}

/**
 * The blue invoice of a paid order under the invoice id `id` and the message that tells the buyer, or
 * null when nothing is to be invoiced (gifts only). The payment by balance writes both in its one
 * statement; issueBlueInvoice writes them itself.
 */
export function blueInvoiceDraft(found: BlueInvoiceSource, id: number, at: Date) {
  const { order } = found;
  const lines = blueLines(found.lines);
  if (order.shippingAmount > 0) lines.push(shippingLine(order.shippingAmount));
  if (lines.length === 0) return null;
  const totals = invoiceTotals(lines);
  const invoiceNo = invoiceNumber(id, at);
  const notice = {
    kind: 'invoice' as const,
    title: '电子发票已开具',
    content: `订单${order.orderNo}的电子发票已开具，发票号码${invoiceNo}，价税合计${formatYuan(totals.total)}元。`,
    link: `/dzfp?order_no=${order.orderNo}`,
  };
  return {
    invoice: {
      id,
      invoiceNo,
      ...buyerOf(found),
      lines,
      amount: totals.total,
      taxAmount: totals.tax,
      issuedAt: at,
    },
    notice,
  };
}

/**
 * The blue invoice of a paid order, inside the payment's transaction. A second call (a repeated
 * payment notice) finds the order's invoice in the unique index and issues nothing: null.
 */
export async function issueBlueInvoice(db: Database, orderId: number, at = new Date()) {
  const found = await repo.orderForInvoice(db, orderId);
  if (!found) return null;
  const order = found.order;
  const source = { ...found, lines: await repo.orderLinesForInvoice(db, orderId) };
  // Nothing to invoice takes no invoice id.
  if (!blueInvoiceDraft(source, 0, at)) return null;
  const draft = blueInvoiceDraft(source, await repo.nextInvoiceId(db), at)!;
  const invoice = await repo.insertInvoice(db, {
    ...draft.invoice,
    kind: 'blue',
    memberId: order.memberId,
    orderId,
  });
  if (invoice) await notify(db, order.memberId, draft.notice, at);
  return invoice;
}

/**
 * The red invoice (冲红) of a refunded after-sale, inside the refund's transaction: its lines' refunded
 * units and amounts, and the shipping fee when the refund closed the order and gave it back. Once per
 * after-sale; nothing when the order has no blue invoice to reverse.
 */
export async function issueRedInvoice(
  db: Database,
  afterSaleId: number,
  orderId: number,
  shippingRefund: number,
  at = new Date(),
) {
  const blue = await repo.findBlueInvoice(db, orderId);
  if (!blue) return null;
  const lines = redLines(await repo.afterSaleLinesForInvoice(db, afterSaleId));
  if (shippingRefund > 0) lines.push(shippingLine(-shippingRefund));
  if (lines.length === 0) return null;
  return issue(
    db,
    {
      kind: 'red',
      memberId: blue.memberId,
      orderId,
      afterSaleId,
      originalId: blue.id,
      title: blue.title,
      taxNumber: blue.taxNumber,
    },
    lines,
    at,
  );
}

type Listed = Awaited<ReturnType<typeof repo.findInvoice>> & {};

function statusOf(invoice: repo.InvoiceRow, reversed: Map<number, number>): InvoiceStatus {
  const back = -(reversed.get(invoice.id) ?? 0);
  if (invoice.kind !== 'blue' || back <= 0) return 'issued';
  return back >= invoice.amount ? 'reversed' : 'partly_reversed';
}

function summary(row: Listed, reversed: Map<number, number>, pdfBase: string): InvoiceSummary {
  const { invoice } = row;
  const kind = invoice.kind as InvoiceKind;
  const status = statusOf(invoice, reversed);
  return {
    id: invoice.id,
    invoice_no: invoice.invoiceNo,
    kind,
    kind_name: INVOICE_KIND_LABELS[kind] ?? invoice.kind,
    order_id: invoice.orderId,
    order_no: row.orderNo,
    amount: formatYuan(invoice.amount),
    tax_amount: formatYuan(invoice.taxAmount),
    status,
    status_name: INVOICE_STATUSES[status],
    issued_at: invoice.issuedAt.toISOString(),
    original_no: row.originalNo ?? '',
    pdf_url: `${pdfBase}/${invoice.id}/pdf`,
  };
}

/** The summary with the title and tax number as issued. */
const withTitle = (row: Listed, reversed: Map<number, number>, pdfBase: string): MemberInvoice => ({
  ...summary(row, reversed, pdfBase),
  title: row.invoice.title,
  tax_number: row.invoice.taxNumber,
});

const MEMBER_PDF = '/api/invoice';
const STAFF_PDF = '/api/operator/invoices';

const reversedOf = (db: Database, rows: Listed[]) =>
  repo.reversedAmounts(
    db,
    rows.filter((r) => r.invoice.kind === 'blue').map((r) => r.invoice.id),
  );

/** 电子发票: the member's own invoices, searched by order number. */
export async function invoiceList(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof invoiceListQuery>,
): Promise<InvoiceListAnswer> {
  const { rows, total } = await repo.invoicePage(
    db,
    viewer.memberId,
    q.order_no,
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const reversed = await reversedOf(db, rows);
  return {
    list: rows.map((row) => withTitle(row, reversed, MEMBER_PDF)),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** An order's invoices as the console shows them, with the staff PDF links. */
export async function orderInvoicesForStaff(db: Database, orderId: number): Promise<MemberInvoice[]> {
  const rows = await repo.invoicesOfOrder(db, orderId);
  const reversed = await reversedOf(db, rows);
  return rows.map((row) => withTitle(row, reversed, STAFF_PDF));
}

/** 销售方: the wholesaler of the site configuration (seeded seller_* keys, else the site's company). */
function sellerOf(config: SiteConfig) {
  const licence = config.licence ?? '';
  const fromLicence = /营业执照：([0-9A-Z]{15,20})/.exec(licence)?.[1] ?? '';
  return {
    name: config.seller_name || config.company || config.site_title || '药采网',
    taxNumber: config.seller_tax_number || fromLicence,
    address: config.seller_address || [config.address, config.hot_line].filter(Boolean).join(' '),
  };
}

/**
 * The PDF of an invoice: the member's own (another member's answers 404 as if it did not exist),
 * or any invoice for staff (no memberId).
 */
export async function invoicePdf(db: Database, id: number, memberId?: number) {
  const row = await repo.findInvoice(db, id, memberId);
  if (!row) throw notFound('发票');
  const config = await loadSiteConfig(db);
  const { invoice } = row;
  const bytes = await renderInvoicePdf({
    invoiceNo: invoice.invoiceNo,
    kind: invoice.kind as InvoiceKind,
    issuedAt: invoice.issuedAt,
    buyer: { name: invoice.title, taxNumber: invoice.taxNumber },
    seller: sellerOf(config),
    orderNo: row.orderNo,
    originalNo: row.originalNo ?? '',
    lines: invoice.lines as InvoiceLine[],
    issuer: config.site_title || '药采网',
  });
  return { invoiceNo: invoice.invoiceNo, bytes };
}
