import { asList } from '../form-list';
import { coldTemperatureError, GOODS_KINDS, isLadderDisplay, LADDER_DISPLAY } from '@yaocai/domain';
import { z } from 'zod';
import { dayField } from '../account/fields';
import { barcodeInputField } from '../catalog/queries';
import { yuan } from '../envelope';
import { keywordField, pageOf, pageQueryField, yuanInputField } from './fields';

/** GET /api/operator/goods */
export const operatorGoodsQuery = z.object({
  /** Name, trade name, 批准文号, manufacturer or goods id. */
  keyword: keywordField,
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(GOODS_KINDS, { error: '商品类型不正确' }).optional(),
  ),
  on_sale: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: '上架状态不正确' }).optional(),
  ),
  page: pageQueryField,
});
export type OperatorGoodsQuery = z.input<typeof operatorGoodsQuery>;

export const operatorGoodsSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  name: z.string(),
  trade_name: z.string(),
  spec: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  category: z.string(),
  scope_class: z.string(),
  base_price: yuan,
  retail_price: yuan,
  /** Units in batches that have not expired. */
  stock: z.number().int(),
  /** The first expiry among batches with stock ('' when none). */
  nearest_expiry: z.string(),
  on_sale: z.number().int(),
  sales: z.number().int(),
  image: z.string(),
});
export type OperatorGoodsSummary = z.infer<typeof operatorGoodsSummary>;

export const operatorGoodsAnswer = pageOf(operatorGoodsSummary);
export type OperatorGoodsAnswer = z.infer<typeof operatorGoodsAnswer>;

const words = (what: string, max: number, required = true) => {
  const base = z
    .string({ error: `请填写${what}` })
    .trim()
    .max(max, `${what}不能超过${max}个字符`);
  return required ? base.min(1, `请填写${what}`) : base.default('');
};
const count = (what: string) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(1, `${what}必须大于0`)
    .max(100_000, `${what}超出范围`);
const flag = z.coerce.number({ error: '请选择是或否' }).refine((v) => v === 0 || v === 1, '请选择是或否');
const textList = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z.preprocess(asList, z.array(item, { error: `${what}格式不正确` }).max(max, `${what}最多${max}项`));

const tracePrefixField = (what: string) =>
  z
    .string({ error: `${what}应为7位数字` })
    .trim()
    .regex(/^(\d{7})?$/, `${what}应为7位数字`)
    .default('');

/** 药品追溯码 (issue 23): whether units carry codes (blank = the kind's default), 药品标识码, pack codes. */
export const traceFields = {
  trace_required: z
    .preprocess((v) => (v === '' || v === undefined || v === null ? null : v), flag.nullable())
    .default(null),
  trace_prefix: tracePrefixField('药品标识码'),
  /** 中包装/case codes: their 药品标识码 and the units one stands for (0 = none). */
  trace_pack_prefix: tracePrefixField('中包装药品标识码'),
  trace_pack_ratio: z.coerce
    .number({ error: '包装比例必须是数字' })
    .int('包装比例必须是整数')
    .min(0, '包装比例不能小于0')
    .max(10_000, '包装比例超出范围')
    .default(0),
  /** 1: the manufacturer's own codes (1–40 characters) are accepted. */
  trace_own_codes: flag.default(0),
};

const coldBound = (what: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : v),
      z.coerce
        .number({ error: `${what}必须是数字` })
        .superRefine((c, ctx) => {
          const message = coldTemperatureError(c, what);
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .nullable(),
    )
    .default(null);

/**
 * 冷链 (issue 23): the goods ships only with a transit temperature record within its range, °C with one
 * decimal at most, −30…40 °C; a bound left blank is the default 2–8 °C. The lowest below the highest
 * is checked with the goods (`coldRangeError`).
 */
export const coldChainFields = {
  cold_chain: flag.default(0),
  cold_min: coldBound('最低温度'),
  cold_max: coldBound('最高温度'),
};

/**
 * POST /api/operator/goods (new) and POST /api/operator/goods/{id} (edit): every field a buyer reads.
 * The manufacturer is given by name (a new one is added); prices are yuan strings.
 */
export const goodsInput = z.object(
  {
    kind: z.enum(GOODS_KINDS, { error: '请选择商品类型' }),
    name: words('通用名', 100),
    trade_name: words('商品名', 100, false),
    spec: words('规格', 100),
    unit: words('单位', 10),
    dosage_form: words('剂型', 20, false),
    approval_number: words('批准文号', 64, false),
    /** 69 码: the box's EAN-13 barcode ('' when the goods has none). */
    barcode: barcodeInputField.default(''),
    manufacturer: words('生产厂家', 100),
    category_id: z.coerce
      .number({ error: '请选择分类' })
      .int('请选择分类')
      .positive('请选择分类')
      .max(2_147_483_647, '请选择分类'),
    scope_class: words('经营范围', 32),
    middle_pack: count('中包装'),
    piece_pack: count('件装'),
    /** 询价起点: a buyer may ask for a quote from this many 中包装 on. */
    quote_threshold: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      count('询价起点').default(10),
    ),
    can_split: flag.default(1),
    base_price: yuanInputField('供货价'),
    retail_price: yuanInputField('建议零售价'),
    /** 1: 含特殊药品复方制剂 (buyers need the special permission and a receipt). */
    type: flag.default(0),
    origin: words('产地', 32, false),
    device_class: words('器械类别', 16, false),
    instructions: z
      .string({ error: '说明书格式不正确' })
      .max(20_000, '说明书不能超过20000个字符')
      .default(''),
    on_sale: flag.default(1),
    /** 阶梯价: from `number` units on, each costs `price` (yuan); empty for none. */
    ladders: textList(
      z.object({
        number: z.coerce
          .number({ error: '阶梯数量必须是数字' })
          .int('阶梯数量必须是整数')
          .max(100_000, '阶梯数量超出范围'),
        price: yuanInputField('阶梯价'),
      }),
      '阶梯价',
      10,
    ).default([]),
    /** 阶梯价展示 (spec ladder_price_type): 1 each tier's unit price, 2 the tier as a discount. */
    ladder_price_type: z.coerce
      .number({ error: '阶梯价展示方式不正确' })
      .refine(isLadderDisplay, '阶梯价展示方式不正确')
      .default(LADDER_DISPLAY.UNIT_PRICE),
    /** 控销: sold only to buyers in these provinces and/or customer groups. */
    is_controlled: flag.default(0),
    controlled_regions: textList(z.string().trim().min(1).max(32), '控销区域', 40).default([]),
    controlled_groups: textList(z.string().trim().min(1).max(32), '控销客户组', 20).default([]),
    ...traceFields,
    ...coldChainFields,
  },
  { error: '请求参数不正确' },
);
export type GoodsInput = z.input<typeof goodsInput>;

export const goodsBatch = z.object({
  id: z.number().int(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  stock: z.number().int(),
  quality_report_url: z.string(),
});
export type GoodsBatch = z.infer<typeof goodsBatch>;

/** GET /api/operator/goods/{id}: the goods as the edit form shows it, with its batches. */
export const operatorGoodsDetailAnswer = operatorGoodsSummary.extend({
  dosage_form: z.string(),
  barcode: z.string(),
  category_id: z.number().int(),
  middle_pack: z.number().int(),
  piece_pack: z.number().int(),
  quote_threshold: z.number().int(),
  can_split: z.number().int(),
  type: z.number().int(),
  origin: z.string(),
  device_class: z.string(),
  instructions: z.string(),
  ladders: z.array(z.object({ number: z.number().int(), price: yuan })),
  ladder_price_type: z.number().int(),
  is_controlled: z.number().int(),
  controlled_regions: z.array(z.string()),
  controlled_groups: z.array(z.string()),
  /** 1: units carry 药品追溯码 (the kind's default unless set). */
  trace_required: z.number().int(),
  trace_prefix: z.string(),
  trace_pack_prefix: z.string(),
  trace_pack_ratio: z.number().int(),
  trace_own_codes: z.number().int(),
  /** 1: 冷链 goods, shipped within cold_min…cold_max °C. */
  cold_chain: z.number().int(),
  cold_min: z.number(),
  cold_max: z.number(),
  batches: z.array(goodsBatch),
});
export type OperatorGoodsDetail = z.infer<typeof operatorGoodsDetailAnswer>;

/** POST /api/operator/goods/{id}/batches: a batch received into stock (批号, 生产日期, 有效期至, 数量). */
export const batchInput = z.object(
  {
    batch_no: z
      .string({ error: '请填写批号' })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,32}$/, '批号为1-32位字母、数字或短横线'),
    produced_on: dayField('生产日期'),
    expires_on: dayField('有效期至'),
    stock: z.coerce
      .number({ error: '库存必须是数字' })
      .int('库存必须是整数')
      .min(0, '库存不能小于0')
      .max(10_000_000, '库存超出范围'),
    quality_report_url: z
      .string({ error: '检验报告格式不正确' })
      .trim()
      .max(500, '检验报告地址过长')
      .default(''),
  },
  { error: '请求参数不正确' },
);
export type BatchInput = z.input<typeof batchInput>;

/** GET /api/operator/goods/categories: the leaf categories a goods may be filed under. */
export const goodsCategoriesAnswer = z.array(
  z.object({ id: z.number().int(), kind: z.string(), name: z.string(), path: z.string() }),
);
export type GoodsCategories = z.infer<typeof goodsCategoriesAnswer>;
