import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagField, form } from '../form-fields';
import { codeList } from '../orders/trace';
import { afterSaleStepAnswer } from './after-sales';
import { operatorIdParams } from './fields';

/**
 * 退货 with 药品追溯码 (issue 23), the warehouse's side: the codes scanned off the parcel are checked
 * against the codes the after-sale named; 收到退货 records the codes received (they may ship again).
 */

export const RETURN_CODE_STATUSES = [
  'matched',
  'not_on_after_sale',
  'already_received',
  'duplicate',
] as const;

/** POST /api/operator/after_sale/{id}/return-check: the codes scanned so far (nothing recorded). */
export const returnScanBody = form({ codes: codeList(20_000) });
export type ReturnScanInput = z.input<typeof returnScanBody>;

export const returnCheckAnswer = z.object({
  codes: z.array(
    z.object({
      /** As scanned. */
      code: z.string(),
      status: z.enum(RETURN_CODE_STATUSES),
      /** 已匹配 / 不在本售后单 / 已收回 / 重复扫码. */
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
      unit: z.string(),
      /** Units asked back. */
      quantity: z.number().int(),
      /** Codes the after-sale named on the line. */
      named: z.number().int(),
      /** Received earlier or matched now. */
      received: z.number().int(),
      /** Named codes neither received earlier nor scanned now. */
      missing: z.array(z.string()),
    }),
  ),
  matched: z.number().int(),
  flagged: z.number().int(),
});
export type ReturnCheckAnswer = z.infer<typeof returnCheckAnswer>;

/**
 * POST /api/operator/after_sale/{id}/received: the codes scanned off the parcel. Every scanned code must
 * be on the after-sale; codes named but not scanned refuse the receipt unless allow_missing (they stay
 * out: not received back, never shipped again).
 */
export const returnReceiveBody = form({
  codes: codeList(20_000),
  allow_missing: flagField('允许缺码').default(0),
});
export type ReturnReceiveInput = z.input<typeof returnReceiveBody>;

export const operatorAfterSaleReturnCheck = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/return-check',
  params: operatorIdParams,
  body: returnScanBody,
  answer: returnCheckAnswer,
});
export const operatorAfterSaleReceived = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/received',
  params: operatorIdParams,
  body: returnReceiveBody,
  answer: afterSaleStepAnswer,
});
