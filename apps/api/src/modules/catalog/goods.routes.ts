import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idSchema, keywordsSchema, menuSwitchSchema, optionalId, paging } from './catalog-schemas';
import { goodsDetail } from './goods-detail.service';
import { ZONES } from './goods-filter';
import { SORTS } from './goods-list.repository';
import { LIST_PRESETS, listGoods } from './goods-list.service';
import { goodsDetailAnswer, goodsListAnswer } from '@yaocai/contract';
import { answers } from '../../lib/answers';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .max(max, `${label}不能超过${max}个字`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), `${label}含有无效字符`)
    .optional();

/** Sort and paging of every goods list (also the brand zone's). */
export const listOrderQuery = {
  sort: z.preprocess(blankToUndefined, z.enum(SORTS, { error: '排序方式不正确' }).optional()),
  order: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' }).optional(),
  ),
  ...paging,
};

export const goodsListQuery = z.object({
  category_id: optionalId('分类编号'),
  manufacturer: optionalText('生产厂家', 100),
  brand_id: optionalId('品牌编号'),
  zone: z.preprocess(blankToUndefined, z.enum(ZONES, { error: '专区不存在' }).optional()),
  select: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '筛选条件不正确' })
      .regex(new RegExp(`^(\\d{1,9}|${LIST_PRESETS.join('|')})$`), '筛选条件不正确')
      .optional(),
  ),
  qx: menuSwitchSchema,
  zy: menuSwitchSchema,
  keywords: keywordsSchema,
  spec: optionalText('规格', 100),
  in_stock: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: '有货筛选只能是0或1' }).optional()),
  ...listOrderQuery,
});

export async function goodsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    '/api/goods/list',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '商品列表：筛选、排序、分页与筛选项',
        response: answers(goodsListAnswer),
        querystring: goodsListQuery,
      },
    },
    (request) => listGoods(db, request.query, request.viewer),
  );
  r.get(
    '/api/goods/detail/:id',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '商品详情：批号、药检报告、说明书、相关商品',
        response: answers(goodsDetailAnswer),
        params: z.object({ id: idSchema('商品编号') }),
      },
    },
    (request) => goodsDetail(db, request.params.id, request.viewer),
  );
}
