import { z } from 'zod';
import { form, idField } from '../form-fields';

/**
 * Parcel tracking: the carrier's steps of a parcel as pushed by 快递100 (or the sandbox carrier),
 * shown newest first on the buyer's order page and in the console.
 */
export const parcelStep = z.object({
  time: z.string(),
  /** 行政区域 of the step ('' when the carrier gave none). */
  place: z.string(),
  text: z.string(),
  /** 快递100 state code of the step (0 在途, 1 揽收, 3 签收, 5 派件, …; '' unknown). */
  state: z.string(),
  state_name: z.string(),
});
export type ParcelStep = z.infer<typeof parcelStep>;

export const parcelView = z.object({
  id: z.number().int(),
  /** order: the order's shipment; return: the buyer's 换货 parcel back; replacement: the 换货 shipment. */
  purpose: z.string(),
  carrier: z.string(),
  number: z.string(),
  state: z.string(),
  state_name: z.string(),
  signed_at: z.string().nullable(),
  /** pending | subscribed | failed | unsupported: the carrier-service subscription. */
  subscription: z.string(),
  subscription_name: z.string(),
  /** Newest first. */
  steps: z.array(parcelStep),
});
export type ParcelView = z.infer<typeof parcelView>;

/** POST /api/logistics/notify/kuaidi100: 快递100's push, a form with the param JSON and its sign. */
export const kuaidi100PushBody = z.object(
  {
    param: z.string({ error: '缺少param' }).max(500_000, 'param过长'),
    sign: z.string().max(64).optional(),
  },
  { error: '请求参数不正确' },
);

/** The answer 快递100 expects (not in the envelope): result false makes it push again later. */
export const kuaidi100PushAck = z.object({
  result: z.boolean(),
  returnCode: z.string(),
  message: z.string(),
});
export type Kuaidi100PushAck = z.infer<typeof kuaidi100PushAck>;

/** POST /api/dev/logistics/push (development only): one more step of a parcel from the sandbox carrier. */
export const sandboxPushBody = form({
  parcel_id: idField('包裹'),
  state: z
    .string({ error: '请选择状态' })
    .trim()
    .regex(/^\d{1,3}$/, '状态应为快递100状态码'),
  place: z.string().trim().max(100, '地点不能超过100个字').default(''),
  text: z
    .string({ error: '请填写轨迹内容' })
    .trim()
    .min(1, '请填写轨迹内容')
    .max(500, '轨迹内容不能超过500个字'),
});
export type SandboxPushInput = z.input<typeof sandboxPushBody>;

export const sandboxPushAnswer = z.object({
  parcel_id: z.number().int(),
  result: z.boolean(),
  time: z.string(),
});
