import { asList } from '../form-list';
import { z } from 'zod';

export const MESSAGE_KINDS = {
  order: '订单消息',
  after_sale: '售后消息',
  qualification: '资质消息',
  variety: '求购消息',
  feedback: '反馈回复',
  coupon: '优惠券消息',
  invoice: '发票消息',
  goods_alert: '商品通知',
  quote: '询价消息',
  proposal: '代客下单',
} as const;
export type MessageKind = keyof typeof MESSAGE_KINDS;

/** GET /api/message/list */
export const messageListQuery = z.object({
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码超出范围')
    .default(1),
  /** 1: unread only. */
  unread: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: '筛选条件不正确' }).optional(),
  ),
});

export const memberMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  /** 1 once read. */
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessage>;

export const messageListAnswer = z.object({
  list: z.array(memberMessage),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MessageListAnswer = z.infer<typeof messageListAnswer>;

/** POST /api/message/read: these messages (none given: every message) marked read. */
export const messageReadBody = z
  .object(
    {
      ids: z.preprocess(
        asList,
        z
          .array(
            z.coerce
              .number({ error: '消息编号不正确' })
              .int('消息编号不正确')
              .positive('消息编号不正确')
              .max(2_147_483_647, '消息编号不正确'),
            { error: '消息编号不正确' },
          )
          .max(200, '一次最多200条'),
      ),
    },
    { error: '请求参数不正确' },
  )
  .default({ ids: [] });
export type MessageReadInput = z.input<typeof messageReadBody>;

export const messageReadAnswer = z.object({ unread: z.number().int() });
export type MessageReadAnswer = z.infer<typeof messageReadAnswer>;
