import {
  operatorIdParams,
  operatorVarietyAnswer,
  operatorVarietyQuery,
  varietyCreateAnswer,
  varietyCreateBody,
  varietyDetailAnswer,
  varietyGoodsAnswer,
  varietyGoodsQuery,
  varietyIdParams,
  varietyListAnswer,
  varietyListQuery,
  varietyStatusAnswer,
  varietyStatusBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import * as service from './variety.service';

/** 品种求购 (/pzqg): the member's requests, and the staff's handling of everyone's. */
export async function varietyRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];
  const staff = { 'x-access': 'operator', 'x-permission': 'feedback.reply', tags: ['operator'] } as const;

  r.post(
    '/api/variety/create',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '新增品种求购（品种名称、生产厂家、规格、数量、备注）',
        body: varietyCreateBody,
        response: answers(varietyCreateAnswer),
      },
    },
    (request) => service.createRequest(db, requireViewer(request), request.body),
  );
  r.get(
    '/api/variety/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的品种求购（新的在前，可按状态筛选）',
        querystring: varietyListQuery,
        response: answers(varietyListAnswer),
      },
    },
    (request) => service.memberRequests(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/variety/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '品种求购详情（只能查看自己的）',
        params: varietyIdParams,
        response: answers(varietyDetailAnswer),
      },
    },
    (request) => service.memberRequest(db, requireViewer(request), request.params.id),
  );

  r.get(
    '/api/operator/variety-requests',
    {
      schema: {
        ...staff,
        summary: '品种求购列表（按状态、品种/厂家/公司搜索）',
        querystring: operatorVarietyQuery,
        response: answers(operatorVarietyAnswer),
      },
    },
    (request) => service.staffRequests(db, request.query),
  );
  r.get(
    '/api/operator/variety-requests/goods',
    {
      schema: {
        ...staff,
        summary: '可关联的在售商品（标记已上架时选择）',
        querystring: varietyGoodsQuery,
        response: answers(varietyGoodsAnswer),
      },
    },
    (request) => service.goodsToLink(db, request.query.keyword),
  );
  r.post(
    '/api/operator/variety-requests/:id/status',
    {
      schema: {
        ...staff,
        summary: '处理品种求购：开始采购、已上架（关联商品）或无法采购（填写原因），并通知会员',
        params: operatorIdParams,
        body: varietyStatusBody,
        response: answers(varietyStatusAnswer),
      },
    },
    (request) => service.changeStatus(db, requireViewer(request), request.params.id, request.body),
  );
}
