import { VARIETY_STATUSES } from '@yaocai/domain';
import { z } from 'zod';
import { keywordField, operatorIdParams, pageOf, pageQueryField } from '../operator/fields';

/** 品种求购 (/pzqg): what a buyer asks the wholesaler to stock, and what staff do with it. */

export const VARIETY_QUANTITY_MAX = 999_999;

/** A trimmed text the buyer may leave empty. */
const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what}格式不正确` })
    .trim()
    .max(max, `${what}不能超过${max}个字符`)
    .default('');

/** A whole number of units, 1–999999; forms send it as text. */
export const varietyQuantityField = z
  .union([z.string(), z.number()], { error: '请填写求购数量' })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail('请填写求购数量');
    if (!/^\d+$/.test(text)) return fail('求购数量必须是正整数');
    const n = Number(text);
    if (n < 1) return fail('求购数量必须大于0');
    if (n > VARIETY_QUANTITY_MAX) return fail(`求购数量不能超过${VARIETY_QUANTITY_MAX}`);
    return n;
  });

/** POST /api/variety/create */
export const varietyCreateBody = z.object(
  {
    name: z
      .string({ error: '请填写品种名称' })
      .trim()
      .min(1, '请填写品种名称')
      .max(100, '品种名称不能超过100个字符'),
    manufacturer: optionalText('生产厂家', 100),
    spec: optionalText('规格', 100),
    quantity: varietyQuantityField,
    remark: optionalText('备注', 500),
  },
  { error: '请求参数不正确' },
);
export type VarietyCreateInput = z.input<typeof varietyCreateBody>;

export const varietyCreateAnswer = z.object({ id: z.number().int() });
export type VarietyCreateAnswer = z.infer<typeof varietyCreateAnswer>;

const statusFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(VARIETY_STATUSES, { error: '求购状态不正确' }).optional(),
);

/** GET /api/variety/list */
export const varietyListQuery = z.object({ page: pageQueryField, status: statusFilter });
export type VarietyListQuery = z.input<typeof varietyListQuery>;

export const varietyRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  remark: z.string(),
  status: z.enum(VARIETY_STATUSES),
  /** 待处理, 采购中, 已上架 or 无法采购. */
  status_name: z.string(),
  /** Why it cannot be bought ('' unless 无法采购). */
  reason: z.string(),
  /** The goods on sale once 已上架. */
  goods: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** The last change of status (the creation time until then). */
  updated_at: z.string(),
});
export type VarietyRequest = z.infer<typeof varietyRequest>;

export const varietyListAnswer = pageOf(varietyRequest).extend({
  /** Requests per status (all of the member's, whatever the filter), for the tabs. */
  counts: z.record(z.enum(VARIETY_STATUSES), z.number().int()),
});
export type VarietyListAnswer = z.infer<typeof varietyListAnswer>;

/** GET /api/variety/{id}: one of the member's own requests (another member's is 404). */
export const varietyIdParams = operatorIdParams;
export const varietyDetailAnswer = varietyRequest;
export type VarietyDetailAnswer = z.infer<typeof varietyDetailAnswer>;

/** GET /api/operator/variety-requests */
export const operatorVarietyQuery = z.object({
  status: statusFilter,
  /** 品种名称, 生产厂家, 公司名称 or 用户名. */
  keyword: keywordField,
  page: pageQueryField,
});
export type OperatorVarietyQuery = z.input<typeof operatorVarietyQuery>;

export const operatorVarietyRequest = varietyRequest.extend({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    company: z.string(),
    contact: z.string(),
    phone: z.string(),
  }),
});
export type OperatorVarietyRequest = z.infer<typeof operatorVarietyRequest>;

export const operatorVarietyAnswer = pageOf(operatorVarietyRequest).extend({
  counts: z.record(z.enum(VARIETY_STATUSES), z.number().int()),
});
export type OperatorVarietyAnswer = z.infer<typeof operatorVarietyAnswer>;

/** POST /api/operator/variety-requests/{id}/status */
export const varietyStatusBody = z.object(
  {
    status: z.enum(['purchasing', 'listed', 'unavailable'], { error: '请选择处理结果' }),
    /** Required for 无法采购; the buyer reads it. */
    reason: z.string({ error: '原因格式不正确' }).trim().max(200, '原因不能超过200个字').optional(),
    /** Required for 已上架: the goods now on sale. */
    goods_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: '商品编号不正确' })
        .int('商品编号不正确')
        .positive('商品编号不正确')
        .max(2_147_483_647, '商品编号不正确')
        .optional(),
    ),
  },
  { error: '请求参数不正确' },
);
export type VarietyStatusInput = z.input<typeof varietyStatusBody>;

export const varietyStatusAnswer = z.object({
  id: z.number().int(),
  status: z.enum(VARIETY_STATUSES),
  status_name: z.string(),
});
export type VarietyStatusAnswer = z.infer<typeof varietyStatusAnswer>;

/** GET /api/operator/variety-requests/goods: goods on sale to link to a request being listed. */
export const varietyGoodsQuery = z.object({ keyword: keywordField });
export type VarietyGoodsQuery = z.input<typeof varietyGoodsQuery>;

export const varietyGoodsAnswer = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    spec: z.string(),
    manufacturer: z.string(),
  }),
);
export type VarietyGoodsAnswer = z.infer<typeof varietyGoodsAnswer>;
