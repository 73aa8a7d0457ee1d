import { z } from 'zod';

/** 批量采购: a purchase plan (CSV or XLSX) turned into cart lines. */

/** The template's header row; 商品编码 is the goods' number as the storefront shows it. */
export const PLAN_IMPORT_COLUMNS = ['商品编码', '批准文号', '通用名', '规格', '生产厂家', '数量'] as const;

export const PLAN_IMPORT_MAX_ROWS = 2000;

export const PLAN_ROW_STATUSES = {
  matched: '已匹配',
  ambiguous: '待选择',
  not_found: '未找到',
  not_allowed: '不可购买',
  bad_quantity: '数量有误',
} as const;
export type PlanRowStatus = keyof typeof PLAN_ROW_STATUSES;

const goodsId = z.coerce
  .number({ error: '所选商品不正确' })
  .int('所选商品不正确')
  .positive('所选商品不正确')
  .max(2_147_483_647, '所选商品不正确');

const parseJson = (value: unknown) => {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

/**
 * POST /api/cart/import form fields besides the multipart `file`: `dry_run=1` previews; `choices` is
 * JSON `{"<row>": <goods_id>}`, the buyer's pick among an ambiguous row's candidates.
 */
export const planImportFields = z.object({
  dry_run: z.preprocess(
    (v) => (v === undefined || v === '' ? '0' : v),
    z.enum(['0', '1'], { error: 'dry_run 应为 0 或 1' }),
  ),
  choices: z.preprocess(
    parseJson,
    z.record(z.string().regex(/^\d{1,5}$/, '所选商品的行号不正确'), goodsId, {
      error: '所选商品格式不正确',
    }),
  ),
});
export type PlanImportFields = z.input<typeof planImportFields>;

/** A goods as the plan's preview shows it: enough to tell candidates apart, with this buyer's price. */
export const planGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  unit: z.string(),
  middle_pack: z.number().int(),
  can_split: z.union([z.literal(0), z.literal(1)]),
  /** Unit price in yuan, or null with price_tip when hidden. */
  price: z.string().nullable(),
  price_tip: z.string().nullable(),
  stock: z.number().int(),
  is_buy: z.union([z.literal(0), z.literal(1)]),
  buy_tip: z.string().nullable(),
});
export type PlanGoods = z.infer<typeof planGoods>;

export const planRow = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  status: z.enum(Object.keys(PLAN_ROW_STATUSES) as [PlanRowStatus, ...PlanRowStatus[]]),
  goods_id: z.number().int().nullable(),
  /** The quantity that goes (or went) into the cart, after rounding to the middle pack. */
  number: z.number().int().nullable(),
  /** For an ambiguous row: the goods it may mean (choose one through `choices`). */
  candidates: z.array(planGoods),
  msg: z.string(),
  /** What the row said. */
  input: z.object({
    code: z.string(),
    approval_number: z.string(),
    name: z.string(),
    spec: z.string(),
    manufacturer: z.string(),
    quantity: z.string(),
  }),
  goods: planGoods.nullable(),
});
export type PlanRow = z.infer<typeof planRow>;

export const planImportAnswer = z.object({
  dry_run: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(planRow),
  /** Rows that can go (dry run) or went into the cart. */
  matched: z.number().int(),
  /** Rows added to the cart (0 on a dry run). */
  added: z.number().int(),
  /** Cart lines after the import. */
  total: z.number().int(),
});
export type PlanImportAnswer = z.infer<typeof planImportAnswer>;

const TEMPLATE_FORMAT = '模板格式应为 csv 或 xlsx';

/**
 * GET /api/cart/import/template. A format sent twice, empty, unknown or in a bracketed form
 * (`format[]=…`, `format[0]=…`, which the query parser keeps as keys of their own) is refused
 * instead of falling back to the default.
 */
export const planTemplateQuery = z
  .looseObject({ format: z.enum(['csv', 'xlsx'], { error: TEMPLATE_FORMAT }).default('xlsx') })
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (key !== 'format' && /^format\W/.test(key))
        ctx.addIssue({ code: 'custom', path: ['format'], message: TEMPLATE_FORMAT });
    }
  });
export type PlanTemplateQuery = z.input<typeof planTemplateQuery>;
