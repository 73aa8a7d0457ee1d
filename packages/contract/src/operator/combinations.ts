import { z } from 'zod';
import { yuan } from '../envelope';
import { asList } from '../form-list';
import { yuanInputField } from './fields';
import { promotionTimeField } from './promotions';

/** The console's 组合购 (/zhzq): bundles of 2–10 goods sold together at one price. */

export const combinationItemView = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  number: z.number().int(),
  /** The goods' normal price per unit. */
  base_price: yuan,
  /** Its unit price inside the bundle (the bundle price split over the goods). */
  price: yuan,
});

export const combinationAdminView = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
  /** The bundle price per set. */
  price: yuan,
  /** The items bought separately at their normal prices. */
  normal_total: yuan,
  saving: yuan,
  /** Whether an order holds the bundle (then it can only end, not be deleted). */
  ordered: z.boolean(),
  items: z.array(combinationItemView),
});
export type CombinationAdminView = z.infer<typeof combinationAdminView>;
export const combinationsAdminAnswer = z.array(combinationAdminView);

/** POST /api/operator/combinations (new) and /api/operator/combinations/{id} (edit). */
export const combinationInput = z.object(
  {
    name: z
      .string({ error: '请填写组合名称' })
      .trim()
      .min(1, '请填写组合名称')
      .max(64, '组合名称不能超过64个字符'),
    price: yuanInputField('组合价'),
    starts_at: promotionTimeField('开始时间'),
    ends_at: promotionTimeField('结束时间'),
    items: z.preprocess(
      asList,
      z
        .array(
          z.object(
            {
              goods_id: z.coerce
                .number({ error: '商品不正确' })
                .int('商品不正确')
                .positive('商品不正确')
                .max(2_147_483_647, '商品不正确'),
              number: z.coerce
                .number({ error: '数量必须是数字' })
                .int('数量必须是整数')
                .min(1, '每种商品的数量至少为1')
                .max(9999, '每种商品的数量不能超过9999'),
            },
            { error: '组合商品格式不正确' },
          ),
          { error: '组合商品格式不正确' },
        )
        .min(2, '组合购至少需要2种商品')
        .max(10, '组合购最多10种商品'),
    ),
  },
  { error: '请求参数不正确' },
);
export type CombinationInput = z.input<typeof combinationInput>;
