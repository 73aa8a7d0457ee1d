import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '@yaocai/domain';
import { z } from 'zod';
import { asList } from '../form-list';

/** 系统对接: ERP endpoints receiving signed order events (Standard Webhooks), and the order export. */

/** POST /api/operator/webhooks */
export const webhookEndpointBody = z.object(
  {
    url: z
      .string({ error: '请填写接收地址' })
      .trim()
      .min(1, '请填写接收地址')
      .max(500, '接收地址不能超过500个字符')
      .refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username;
        } catch {
          return false;
        }
      }, '接收地址应为 http:// 或 https:// 开头的网址'),
    events: z.preprocess(
      asList,
      z
        .array(
          z.string({ error: '事件类型不正确' }).refine(isWebhookEventType, {
            error: (issue) => `事件类型“${String(issue.input)}”不存在`,
          }),
          { error: '请选择订阅的事件' },
        )
        .min(1, '请选择订阅的事件')
        .max(WEBHOOK_EVENT_TYPES.length * 2, '事件类型过多')
        .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
    ),
    description: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default(''),
  },
  { error: '请求参数不正确' },
);
export type WebhookEndpointInput = z.input<typeof webhookEndpointBody>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.number().int(),
  /** Deliveries still being tried, and given up, for the list's badges. */
  pending: z.number().int(),
  failed: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** GET /api/operator/webhooks */
export const webhookEndpointsAnswer = z.object({
  list: z.array(webhookEndpoint),
  /** Every event type with its name, for the form's checkboxes. */
  event_types: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type WebhookEndpointsAnswer = z.infer<typeof webhookEndpointsAnswer>;

/** The answer of POST /api/operator/webhooks: the only time the signing secret is shown. */
export const webhookCreatedAnswer = webhookEndpoint.extend({ secret: z.string() });
export type WebhookCreatedAnswer = z.infer<typeof webhookCreatedAnswer>;

export const webhookDeliveryParams = z.object({
  id: z.coerce
    .number({ error: '编号必须是数字' })
    .int('编号必须是整数')
    .positive('编号必须大于0')
    .max(2_147_483_647, '编号超出范围'),
  delivery_id: z.coerce
    .number({ error: '投递编号必须是数字' })
    .int('投递编号必须是整数')
    .positive('投递编号必须大于0')
    .max(2_147_483_647, '投递编号超出范围'),
});

/** GET /api/operator/webhooks/{id}/deliveries */
export const webhookDeliveriesQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['pending', 'succeeded', 'failed'], { error: '投递状态不正确' }).optional(),
  ),
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码超出范围')
    .default(1),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;

export const webhookAttempt = z.object({
  id: z.number().int(),
  attempted_at: z.string(),
  /** The receiver's HTTP status; null when no answer came (network error, timeout). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The Standard Webhooks `webhook-id`, the same on every attempt. */
  message_id: z.string(),
  event_type: z.string(),
  event_name: z.string(),
  /** What the event is about: an order or after-sale number, or a member's username. */
  subject: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  attempt_list: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesAnswer = z.object({
  list: z.array(webhookDelivery),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type WebhookDeliveriesAnswer = z.infer<typeof webhookDeliveriesAnswer>;

/** POST /api/operator/webhooks/{id}/deliveries/{delivery_id}/retry */
export const webhookRetryAnswer = z.object({ id: z.number().int(), status: z.literal('pending') });

/** GET /api/operator/orders/export: orders by time for ERPs that poll; the next page's cursor in X-Next-Cursor. */
export const orderExportQuery = z.object({
  /** Orders created at or after this moment (ISO 8601, or a day YYYY-MM-DD in China time). */
  since: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: '起始时间格式不正确' })
      .trim()
      .refine(
        (v) =>
          /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(sinceDate(v)),
        '起始时间格式不正确，例如 2026-01-01 或 2026-01-01T08:00:00+08:00',
      )
      .transform((v) => new Date(sinceDate(v)))
      .optional(),
  ),
  /** X-Next-Cursor of the previous page. */
  cursor: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: '游标不正确' })
      .max(200, '游标不正确')
      .regex(/^[A-Za-z0-9_-]+$/, '游标不正确')
      .optional(),
  ),
  /** Orders per page (each order is one row per line). */
  limit: z.coerce
    .number({ error: '每页数量必须是数字' })
    .int('每页数量必须是整数')
    .min(1, '每页数量应在1到1000之间')
    .max(1000, '每页数量应在1到1000之间')
    .default(200),
  format: z.enum(['csv', 'xlsx'], { error: '导出格式应为 csv 或 xlsx' }).default('csv'),
});
export type OrderExportQuery = z.input<typeof orderExportQuery>;

/** A bare day is China time; a time without a zone is too. */
function sinceDate(v: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return Date.parse(`${v}T00:00:00+08:00`);
  const iso = v.replace(' ', 'T');
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}+08:00`);
}

/** The columns of the order export: one row per order line, the order's fields repeated. */
export const ORDER_EXPORT_COLUMNS = [
  '订单编号',
  '订单号',
  '下单时间',
  '订单状态',
  '支付方式',
  '支付时间',
  '会员账号',
  '购货单位',
  '收货人',
  '联系电话',
  '收货地址',
  '商品金额',
  '运费',
  '优惠合计',
  '应付金额',
  '物流公司',
  '运单号',
  '备注',
  '行号',
  '商品编号',
  '通用名',
  '规格',
  '剂型',
  '生产厂家',
  '批准文号',
  '批号',
  '生产日期',
  '有效期至',
  '数量',
  '单位',
  '单价',
  '金额',
  '赠品',
  '追溯码',
] as const;
