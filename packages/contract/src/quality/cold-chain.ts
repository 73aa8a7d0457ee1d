import { z } from 'zod';
import { flagField } from '../form-fields';

export const COLD_CHAIN_DECISION_LABELS = {
  pending: '待验收',
  accepted: '已验收',
  refused: '已拒收',
} as const;

/** A transit temperature record as the buyer and the console see it; times ISO, °C. */
export const temperatureRecordView = z.object({
  file_name: z.string(),
  readings: z.array(z.object({ t: z.string(), c: z.number() })),
  min_c: z.number(),
  max_c: z.number(),
  /** Longest interval between two readings, minutes. */
  max_gap_minutes: z.number(),
  lowest_c: z.number(),
  highest_c: z.number(),
  excursions: z.array(z.object({ from: z.string(), to: z.string(), peak: z.number() })),
  uploaded_at: z.string(),
  decision: z.string(),
  decision_name: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string(),
  after_sale_id: z.number().int().nullable(),
});
export type TemperatureRecordView = z.infer<typeof temperatureRecordView>;

/** GET /api/order/{id}/cold-chain and GET /api/operator/orders/{id}/cold-chain */
export const coldChainAnswer = z.object({
  /** The order has 冷链 goods. */
  cold_chain: z.boolean(),
  /** The goods' names that need the record. */
  goods: z.array(z.string()),
  min_c: z.number(),
  max_c: z.number(),
  record: temperatureRecordView.nullable(),
});
export type ColdChainAnswer = z.infer<typeof coldChainAnswer>;

/** POST /api/order/{id}/cold-chain/decision: accept (1) or refuse (0, with a reason) at receipt. */
export const coldChainDecisionBody = z
  .object(
    {
      accept: flagField('验收结果'),
      reason: z
        .string({ error: '拒收原因格式不正确' })
        .trim()
        .max(200, '拒收原因不能超过200个字')
        .default(''),
    },
    { error: '请求参数不正确' },
  )
  .refine((v) => v.accept === 1 || v.reason.length > 0, { path: ['reason'], message: '请填写拒收原因' });
export type ColdChainDecisionInput = z.input<typeof coldChainDecisionBody>;
export const coldChainDecisionAnswer = z.object({
  decision: z.string(),
  after_sale_id: z.number().int().nullable(),
});
