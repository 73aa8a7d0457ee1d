import {
  storeCreateAnswer,
  storeCreateBody,
  storeIdParams,
  storeListAnswer,
  storeOrdersAnswer,
  storeOrdersQuery,
  storePolicyBody,
  storePolicyView,
  storeUpdateBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { ownStoreForPolicy, setStorePolicy } from './store-policy.service';
import * as service from './stores.service';

const tags = ['account'];

/** 多门店管理 (/ddgl): a chain headquarters' stores. */
export async function storesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/stores',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '连锁总部的门店（联系人、地址、审核状态、近30天订单、购物车）；其他会员为空',
        response: answers(storeListAnswer),
      },
    },
    (request) => service.storeList(db, requireViewer(request)),
  );

  r.post(
    '/api/user/stores',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '连锁总部为门店开户（门店账号、公司、地址、营业执照与药品经营许可证；待审核）',
        body: storeCreateBody,
        response: answers(storeCreateAnswer),
      },
    },
    (request) => service.addStore(db, requireViewer(request), request.body),
  );

  r.post(
    '/api/user/stores/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '修改本总部门店的联系人、电话与地址',
        params: storeIdParams,
        body: storeUpdateBody,
        response: answers(z.null()),
      },
    },
    (request) => service.updateStore(db, requireViewer(request), request.params.id, request.body),
  );

  r.post(
    '/api/user/stores/:id/policy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '连锁总部设置门店月度采购额度与需总部审批的订单金额（元；留空为不限制）',
        params: storeIdParams,
        body: storePolicyBody,
        response: answers(storePolicyView),
      },
      // Whose store it is before what was sent: another headquarters' store is 404 whatever the body.
      preValidation: async (request) => {
        const params = storeIdParams.safeParse(request.params);
        if (params.success) await ownStoreForPolicy(db, requireViewer(request), params.data.id);
      },
    },
    (request) => setStorePolicy(db, requireViewer(request), request.params.id, request.body),
  );

  r.get(
    '/api/user/stores/:id/orders',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '本总部门店的订单（最近的在前）',
        params: storeIdParams,
        querystring: storeOrdersQuery,
        response: answers(storeOrdersAnswer),
      },
    },
    (request) => service.storeOrders(db, requireViewer(request), request.params.id, request.query.page),
  );
}
