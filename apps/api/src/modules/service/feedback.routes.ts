import {
  feedbackBody,
  feedbackCreateAnswer,
  feedbackListAnswer,
  feedbackListQuery,
  feedbackReplyAnswer,
  feedbackReplyBody,
  operatorFeedbackAnswer,
  operatorFeedbackQuery,
  operatorIdParams,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import * as service from './feedback.service';

/** 意见反馈 (/yjfk, spec §7 POST /api/user/feedback) and the staff's replies. */
export async function feedbackRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];
  const staff = { 'x-access': 'operator', 'x-permission': 'feedback.reply', tags: ['operator'] } as const;

  r.post(
    '/api/user/feedback',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '提交意见反馈（类型、内容、联系电话、最多3张图片）',
        body: feedbackBody,
        response: answers(feedbackCreateAnswer),
      },
    },
    (request) => service.submitFeedback(db, requireViewer(request), request.body),
  );
  r.get(
    '/api/user/feedback',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的意见反馈及客服回复',
        querystring: feedbackListQuery,
        response: answers(feedbackListAnswer),
      },
    },
    (request) => service.memberFeedback(db, requireViewer(request), request.query),
  );

  r.get(
    '/api/operator/feedback',
    {
      schema: {
        ...staff,
        summary: '意见反馈列表（待回复在前，可按回复状态、内容/公司搜索）',
        querystring: operatorFeedbackQuery,
        response: answers(operatorFeedbackAnswer),
      },
    },
    (request) => service.staffFeedback(db, request.query),
  );
  r.post(
    '/api/operator/feedback/:id/reply',
    {
      schema: {
        ...staff,
        summary: '回复意见反馈并通知会员',
        params: operatorIdParams,
        body: feedbackReplyBody,
        response: answers(feedbackReplyAnswer),
      },
    },
    (request) => service.replyFeedback(db, requireViewer(request), request.params.id, request.body.reply),
  );
}
