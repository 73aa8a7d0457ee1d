import { z } from 'zod';
import { form, idField } from '../form-fields';
import { asList } from '../form-list';

/**
 * 药品追溯码 (issue 23): the codes a line shipped with, the buyer's download and 扫码验收 (GSP 验收记录).
 * A code is stored as packages/domain `parseTraceCode` gives it (a GS1 string with parentheses).
 */

export const TRACE_CODES_PER_LINE_MAX = 5_000;
const CODE_MAX = 200;

const codeText = z.string({ error: '追溯码格式不正确' }).max(CODE_MAX, `追溯码不能超过${CODE_MAX}个字符`);

/** A list of scanned codes (form: codes[]=…; JSON: an array). */
export const codeList = (max: number) =>
  z.preprocess(asList, z.array(codeText, { error: '追溯码格式不正确' }).max(max, `一次最多${max}个追溯码`));

/** The ship call's `trace_codes`: per order line, the codes packed (a line without codes ships as 无码). */
export const shipTraceCodesField = z
  .preprocess(
    asList,
    z
      .array(
        z.object(
          { order_line_id: idField('商品行'), codes: codeList(TRACE_CODES_PER_LINE_MAX) },
          { error: '追溯码格式不正确' },
        ),
        { error: '追溯码格式不正确' },
      )
      .max(200, '商品行过多'),
  )
  .default([]);

/** An after-sale line's codes sent back (退货/换货 of a line shipped with codes). */
export const returnTraceCodesField = codeList(TRACE_CODES_PER_LINE_MAX).optional();

/** A code an after-sale sends back, and whether the warehouse received it (收到退货 with the scan). */
export const returnCodeView = z.object({ code: z.string(), received: z.number().int() });
export type ReturnCodeView = z.infer<typeof returnCodeView>;

/** Where a shipped code stands in returns: none, named by an open after-sale, or received back. */
export const RETURN_STATES = ['none', 'named', 'returned'] as const;

/** One shipped code as the buyer reads it. */
export const traceCodeView = z.object({
  code: z.string(),
  /** nmpa (码上放心) | gs1 | own (厂家自编码). */
  kind: z.string(),
  /** Units it stands for (a 中包装 code more than one). */
  units: z.number().int(),
  /** When the buyer's 扫码验收 took it in (null: not yet). */
  received_at: z.string().nullable(),
  /** none | named (in an open after-sale) | returned (received back by the warehouse). */
  return_state: z.enum(RETURN_STATES),
});
export type TraceCodeView = z.infer<typeof traceCodeView>;

/** A line of the order with its codes. */
export const traceLineView = z.object({
  order_line_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  approval_number: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** 1: the goods carries codes; 0: 无码. */
  trace_required: z.number().int(),
  /** 7-digit 药品标识码 ('' none). */
  trace_prefix: z.string(),
  codes: z.array(traceCodeView),
});
export type TraceLineView = z.infer<typeof traceLineView>;

/** A GSP 验收记录: who took the order in, when, and how many codes matched. */
export const goodsReceiptView = z.object({
  id: z.number().int(),
  received_by: z.string(),
  codes: z.number().int(),
  note: z.string(),
  created_at: z.string(),
});
export type GoodsReceiptView = z.infer<typeof goodsReceiptView>;

/** GET /api/order/{id}/trace: the lines with their codes and the 验收记录 so far. */
export const orderTraceAnswer = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  lines: z.array(traceLineView),
  receipts: z.array(goodsReceiptView),
});
export type OrderTraceAnswer = z.infer<typeof orderTraceAnswer>;

export const traceFileQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: '导出格式应为 csv 或 xlsx' }).default('xlsx'),
});

/** GET /api/order/{id}/trace-codes: one row per code. */
export const TRACE_CODE_COLUMNS = ['商品', '规格', '批准文号', '批号', '有效期至', '追溯码'] as const;

/** GET /api/order/{id}/receipts/export: the GSP 验收记录, one row per line and 验收. */
export const GOODS_RECEIPT_COLUMNS = [
  '验收日期',
  '验收人',
  '订单号',
  '商品',
  '规格',
  '生产厂家',
  '批准文号',
  '批号',
  '有效期至',
  '单位',
  '发货数量',
  '验收数量',
  '追溯码',
  '验收结论',
] as const;

/** POST /api/order/{id}/receipt-check: the codes scanned or imported. */
export const receiptScanBody = form({ codes: codeList(20_000) });
export type ReceiptScanInput = z.input<typeof receiptScanBody>;

/** POST /api/order/{id}/receipt-confirm: the codes and an optional note (验收结论/备注). */
export const receiptConfirmBody = form({
  codes: codeList(20_000),
  note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
});
export type ReceiptConfirmInput = z.input<typeof receiptConfirmBody>;

export const RECEIPT_CODE_STATUSES = ['matched', 'not_on_order', 'already_received', 'duplicate'] as const;

/** The check of each scanned code and of each line. */
export const receiptCheckAnswer = z.object({
  codes: z.array(
    z.object({
      /** As scanned. */
      code: z.string(),
      status: z.enum(RECEIPT_CODE_STATUSES),
      /** 已匹配 / 不在本订单 / 已验收 / 重复扫码. */
      status_name: z.string(),
      order_line_id: z.number().int().nullable(),
      goods_name: z.string(),
      msg: z.string(),
    }),
  ),
  lines: z.array(
    z.object({
      order_line_id: z.number().int(),
      goods_name: z.string(),
      spec: z.string(),
      batch_no: z.string(),
      trace_required: z.number().int(),
      /** Codes shipped on the line. */
      shipped: z.number().int(),
      /** Received earlier or matched now. */
      received: z.number().int(),
      /** Shipped codes neither received earlier nor scanned now. */
      missing: z.array(z.string()),
    }),
  ),
  matched: z.number().int(),
  flagged: z.number().int(),
});
export type ReceiptCheckAnswer = z.infer<typeof receiptCheckAnswer>;

export const receiptConfirmAnswer = receiptCheckAnswer.extend({ receipt: goodsReceiptView });
export type ReceiptConfirmAnswer = z.infer<typeof receiptConfirmAnswer>;

/** The console's packing view of a line: what the scanner checks codes against and what ships. */
export const shipTraceLine = z.object({
  order_line_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  unit: z.string(),
  /** Units to ship (refunded or requested units left out). */
  to_ship: z.number().int(),
  trace_required: z.number().int(),
  trace_prefix: z.string(),
  trace_pack_prefix: z.string(),
  trace_pack_ratio: z.number().int(),
  trace_own_codes: z.number().int(),
  /** Codes it shipped with (empty before shipping). */
  codes: z.array(z.string()),
});
export type ShipTraceLine = z.infer<typeof shipTraceLine>;
