import { isMobilePhone } from '@yaocai/domain';
import { z } from 'zod';
import { asList } from '../form-list';
import { keywordField, pageOf, pageQueryField } from '../operator/fields';

/** 意见反馈 (/yjfk): what a buyer tells the site, and the staff's reply. */

export const FEEDBACK_TYPES = {
  1: '功能建议',
  2: '商品问题',
  3: '物流配送',
  4: '其他',
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_CODES = [1, 2, 3, 4] as const satisfies readonly FeedbackType[];

export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 3;

export const feedbackTypeName = (type: number): string =>
  FEEDBACK_TYPES[type as FeedbackType] ?? FEEDBACK_TYPES[4];

const UPLOAD_PATH = /^(?:\/api\/upload\/)?([a-z]{1,16}\/[a-f0-9]{32})$/;

/** A picture the member uploaded (POST /api/upload), as its url or its key; becomes the key. */
export const feedbackImageField = z
  .string({ error: '图片无效，请重新上传' })
  .trim()
  .regex(UPLOAD_PATH, '图片无效，请重新上传')
  .transform((v) => UPLOAD_PATH.exec(v)![1]!);

/** POST /api/user/feedback */
export const feedbackBody = z.object(
  {
    content: z
      .string({ error: '请填写反馈内容' })
      .trim()
      .min(1, '请填写反馈内容')
      .max(FEEDBACK_CONTENT_MAX, `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`),
    type: z.coerce
      .number({ error: '请选择反馈类型' })
      .refine((v): v is FeedbackType => FEEDBACK_TYPE_CODES.includes(v as FeedbackType), '请选择反馈类型'),
    /** A mainland mobile to call back on; empty when not given. */
    phone: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ error: '手机号格式不正确，请输入11位手机号' })
        .trim()
        .refine((v) => v === '' || isMobilePhone(v), '手机号格式不正确，请输入11位手机号'),
    ),
    images: z.preprocess(
      asList,
      z
        .array(feedbackImageField, { error: '图片无效，请重新上传' })
        .max(FEEDBACK_IMAGES_MAX, `最多上传${FEEDBACK_IMAGES_MAX}张图片`),
    ),
  },
  { error: '请求参数不正确' },
);
export type FeedbackInput = z.input<typeof feedbackBody>;

export const feedbackCreateAnswer = z.object({ id: z.number().int() });
export type FeedbackCreateAnswer = z.infer<typeof feedbackCreateAnswer>;

/** GET /api/user/feedback */
export const feedbackListQuery = z.object({ page: pageQueryField });
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  /** As the member wrote it: pages show it as text, never as HTML. */
  content: z.string(),
  phone: z.string(),
  /** Upload urls (GET /api/upload/…: the member and staff only). */
  images: z.array(z.string()),
  /** The staff's answer ('' while none). */
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackListAnswer = pageOf(feedbackItem);
export type FeedbackListAnswer = z.infer<typeof feedbackListAnswer>;

/** GET /api/operator/feedback */
export const operatorFeedbackQuery = z.object({
  /** 0: waiting for a reply, 1: replied; absent: all. */
  replied: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: '回复状态不正确' }).optional(),
  ),
  /** 反馈内容, 公司名称 or 用户名. */
  keyword: keywordField,
  page: pageQueryField,
});
export type OperatorFeedbackQuery = z.input<typeof operatorFeedbackQuery>;

export const operatorFeedbackItem = feedbackItem.extend({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    company: z.string(),
    contact: z.string(),
    phone: z.string(),
  }),
  /** The staff member who replied ('' while none). */
  replied_by: z.string(),
});
export type OperatorFeedbackItem = z.infer<typeof operatorFeedbackItem>;

export const operatorFeedbackAnswer = pageOf(operatorFeedbackItem).extend({
  /** Feedback still waiting for a reply. */
  unreplied: z.number().int(),
});
export type OperatorFeedbackAnswer = z.infer<typeof operatorFeedbackAnswer>;

/** POST /api/operator/feedback/{id}/reply */
export const feedbackReplyBody = z.object(
  {
    reply: z
      .string({ error: '请填写回复内容' })
      .trim()
      .min(1, '请填写回复内容')
      .max(FEEDBACK_CONTENT_MAX, `回复内容不能超过${FEEDBACK_CONTENT_MAX}个字`),
  },
  { error: '请求参数不正确' },
);
export type FeedbackReplyInput = z.input<typeof feedbackReplyBody>;

export const feedbackReplyAnswer = z.object({ id: z.number().int(), replied_at: z.string() });
export type FeedbackReplyAnswer = z.infer<typeof feedbackReplyAnswer>;
