import { RECURRING_EVERY, RECURRING_PAY, validRecurringDay } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { form, idField, quantityField } from '../form-fields';
import { asList } from '../form-list';

/** POST /api/user/recurring-orders and …/{id}: a 定期采购 plan. */
export const recurringBody = form({
  name: z
    .string({ error: '请填写计划名称' })
    .trim()
    .min(1, '请填写计划名称')
    .max(30, '计划名称不能超过30个字'),
  lines: z.preprocess(
    asList,
    z
      .array(form({ goods_id: idField('商品编号'), number: quantityField }), { error: '请选择商品' })
      .min(1, '请选择商品')
      .max(100, '一个计划最多100种商品')
      .refine((l) => new Set(l.map((x) => x.goods_id)).size === l.length, '同一商品只能出现一次'),
  ),
  every: z.enum(RECURRING_EVERY, { error: '请选择采购周期' }),
  day: z.coerce.number({ error: '请选择下单日' }).int('请选择下单日'),
  address_id: idField('收货地址'),
  pay: z.enum(RECURRING_PAY, { error: '请选择支付方式' }),
}).refine((b) => validRecurringDay(b.every, b.day), {
  path: ['day'],
  message: '下单日不正确：每周、每两周为周一至周日，每月为1至28日',
});
export type RecurringInput = z.input<typeof recurringBody>;
export const recurringIdParams = z.object({ id: idField('计划编号') });

export const recurringRun = z.object({
  run_on: z.string(),
  status: z.enum(['ordered', 'failed']),
  order_id: z.number().int().nullable(),
  summary: z.string(),
});

export const recurringPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  lines: z.array(
    z.object({
      goods_id: z.number().int(),
      number: z.number().int(),
      name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      price: yuan.nullable(),
    }),
  ),
  every: z.enum(RECURRING_EVERY),
  every_name: z.string(),
  day: z.number().int(),
  /** 每周六 / 每两周周一 / 每月15日 */
  schedule: z.string(),
  address_id: z.number().int(),
  address: z.string(),
  pay: z.enum(RECURRING_PAY),
  pay_name: z.string(),
  status: z.enum(['active', 'paused']),
  next_run_on: z.string().nullable(),
  runs: z.array(recurringRun),
});
export type RecurringPlan = z.infer<typeof recurringPlan>;

/** GET /api/user/recurring-orders */
export const recurringListAnswer = z.object({ list: z.array(recurringPlan) });
export type RecurringListAnswer = z.infer<typeof recurringListAnswer>;

/** POST /api/dev/jobs/recurring-orders (development and tests only): plans ordered by this run. */
export const recurringJobAnswer = z.object({ ordered: z.number().int(), failed: z.number().int() });
