import { INVOICE_KINDS } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { operatorIdParams, pageOf, pageQueryField } from '../operator/fields';

/** 电子发票 (/dzfp): the member's e-invoices, blue for paid orders and red (冲红) for refunds. */

/** issued; a blue invoice that refunds reversed in part or in full says so. */
export const INVOICE_STATUSES = {
  issued: '已开具',
  partly_reversed: '部分冲红',
  reversed: '已冲红',
} as const;
export type InvoiceStatus = keyof typeof INVOICE_STATUSES;

/** GET /api/invoice/list — `order_no` is the header's 电子发票查询 by order number (any part of it). */
export const invoiceListQuery = z.object({
  page: pageQueryField,
  order_no: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: '订单号格式不正确' })
      .trim()
      .max(32, '订单号不能超过32个字符')
      .regex(/^[A-Za-z0-9]+$/, '订单号只能包含字母和数字')
      .optional(),
  ),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

export const invoiceSummary = z.object({
  id: z.number().int(),
  /** 20-digit 发票号码. */
  invoice_no: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** 蓝字 / 红字 */
  kind_name: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** 价税合计, negative on a red invoice. */
  amount: yuan,
  tax_amount: yuan,
  status: z.enum(Object.keys(INVOICE_STATUSES) as [InvoiceStatus, ...InvoiceStatus[]]),
  status_name: z.string(),
  issued_at: z.string(),
  /** The blue invoice a red one reverses ('' on a blue invoice). */
  original_no: z.string(),
  /** The PDF, for the member on /api/invoice/{id}/pdf, for staff on /api/operator/invoices/{id}/pdf. */
  pdf_url: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const memberInvoice = invoiceSummary.extend({
  /** 购买方名称 and 纳税人识别号 as issued. */
  title: z.string(),
  tax_number: z.string(),
});
export type MemberInvoice = z.infer<typeof memberInvoice>;

export const invoiceListAnswer = pageOf(memberInvoice);
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswer>;

/** GET /api/invoice/{id}/pdf and GET /api/operator/invoices/{id}/pdf */
export const invoiceIdParams = operatorIdParams;

export const invoicePdfQuery = z.object({
  /** 1: as an attachment (下载) instead of inline (查看). */
  download: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: '下载参数不正确' }).optional(),
  ),
});

/** POST /api/operator/invoices/{id}/reissue: 冲红 a blue invoice and issue it again with a corrected title. */
export const invoiceReissueBody = z.object(
  {
    title: z
      .string({ error: '请填写发票抬头' })
      .trim()
      .min(2, '请填写发票抬头')
      .max(100, '发票抬头不能超过100个字'),
    tax_number: z
      .string({ error: '纳税人识别号格式不正确' })
      .trim()
      .regex(/^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})?$/, '纳税人识别号格式不正确')
      .default(''),
    reason: z
      .string({ error: '请填写冲红原因' })
      .trim()
      .min(2, '请填写冲红原因')
      .max(200, '冲红原因不能超过200个字'),
  },
  { error: '请求参数不正确' },
);
export type InvoiceReissueInput = z.input<typeof invoiceReissueBody>;
export const invoiceReissueAnswer = z.object({
  red_id: z.number().int(),
  red_no: z.string(),
  blue_id: z.number().int(),
  blue_no: z.string(),
});
export type InvoiceReissueAnswer = z.infer<typeof invoiceReissueAnswer>;
