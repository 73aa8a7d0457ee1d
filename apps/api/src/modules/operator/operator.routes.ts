import {
  auditAnswer,
  auditQuery,
  dashboardAnswer,
  operatorIdParams,
  operatorMeAnswer,
  reviewApproveBody,
  reviewDecisionAnswer,
  reviewDetailAnswer,
  reviewRejectBody,
  reviewsAnswer,
  reviewsQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { auditList } from './audit.service';
import { dashboard } from './dashboard.service';
import * as reviews from './review.service';
import { operatorMe } from './staff.service';

/** The console's own endpoints: who is at it, the dashboard, member reviews and the audit log. */
export async function operatorRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  r.get(
    '/api/operator/me',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'console.use',
        tags,
        summary: '当前员工、角色与权限',
        response: answers(operatorMeAnswer),
      },
    },
    (request) => operatorMe(db, requireViewer(request)),
  );
  r.get(
    '/api/operator/dashboard',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'dashboard.read',
        tags,
        summary: '工作台：今日与本月订单和销售额、近30天走势、待处理数量',
        response: answers(dashboardAnswer),
      },
    },
    (request) => dashboard(db, requireViewer(request)),
  );
  r.get(
    '/api/operator/reviews',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'review.read',
        tags,
        summary: '会员资质审核列表',
        querystring: reviewsQuery,
        response: answers(reviewsAnswer),
      },
    },
    (request) => reviews.reviewList(db, request.query),
  );
  r.get(
    '/api/operator/reviews/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'review.read',
        tags,
        summary: '会员资质审核详情（证照与图片、经营范围）',
        params: operatorIdParams,
        response: answers(reviewDetailAnswer),
      },
    },
    (request) => reviews.reviewDetail(db, request.params.id),
  );
  r.post(
    '/api/operator/reviews/:id/approve',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'review.approve',
        tags,
        summary: '审核通过（待审证照生效，授予经营范围，会员可见价格并下单）',
        params: operatorIdParams,
        body: reviewApproveBody,
        response: answers(reviewDecisionAnswer),
      },
    },
    async (request) => {
      const id = request.params.id;
      const answer = await reviews.approveReview(db, requireViewer(request), id, request.body.scopes);
      app.forgetViewers(id);
      return answer;
    },
  );
  r.post(
    '/api/operator/reviews/:id/reject',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'review.approve',
        tags,
        summary: '驳回（待审证照驳回，原因告知会员）',
        params: operatorIdParams,
        body: reviewRejectBody,
        response: answers(reviewDecisionAnswer),
      },
    },
    (request) => reviews.rejectReview(db, requireViewer(request), request.params.id, request.body.reason),
  );
  r.get(
    '/api/operator/audit',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'audit.read',
        tags,
        summary: '操作日志（员工的每次写操作，含前后对比）',
        querystring: auditQuery,
        response: answers(auditAnswer),
      },
    },
    (request) => auditList(db, request.query),
  );
}
