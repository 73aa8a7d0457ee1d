import {
  operatorQuotesAnswer,
  operatorQuotesQuery,
  quoteAskBody,
  quoteIdParams,
  quoteItem,
  type QuoteItem,
  quoteListAnswer,
  quoteListQuery,
  quoteRefuseBody,
  quoteReplyBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './quotes.service';

/** 询价 / 议价: the buyer's quotes and the console's answers (permission quote.reply). */
export async function quoteRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post(
    '/api/quotes',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '询价：达到询价起点数量时，提出期望单价（须低于当前单价）',
        body: quoteAskBody,
        response: answers(quoteItem),
      },
    },
    (request) => service.askQuote(db, requireViewer(request), request.body),
  );
  r.get(
    '/api/quotes',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的询价（status: open待答复 answered已报价 refused已拒绝 used已下单 expired已过期）',
        querystring: quoteListQuery,
        response: answers(quoteListAnswer),
      },
    },
    (request) => service.myQuotes(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/operator/quotes',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'quote.reply',
        tags,
        summary: '询价管理：会员的询价（按状态、商品名或会员搜索）',
        querystring: operatorQuotesQuery,
        response: answers(operatorQuotesAnswer),
      },
    },
    (request) => service.staffQuotes(db, request.query),
  );
  r.post(
    '/api/operator/quotes/:id/reply',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'quote.reply',
        tags,
        summary: '答复询价：报价单价（须低于会员正常单价）与有效期（不早于今天）；会员收到消息',
        params: quoteIdParams,
        body: quoteReplyBody,
        response: answers(quoteItem),
      },
    },
    (request) => {
      const { id } = request.params;
      const staff = requireViewer(request);
      return audited<QuoteItem>(
        db,
        staff,
        {
          action: 'quote.reply',
          entity: 'quote',
          entityId: id,
          summary: (q) => `报价 ${q.goods_name} ${q.quantity}${q.unit} ¥${q.price}，有效期至${q.valid_until}`,
          snapshot: service.quoteSnapshot(id),
        },
        (tx) => service.replyQuote(tx, staff, id, request.body),
      );
    },
  );
  r.post(
    '/api/operator/quotes/:id/refuse',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'quote.reply',
        tags,
        summary: '拒绝询价（须填写原因，会员收到消息）',
        params: quoteIdParams,
        body: quoteRefuseBody,
        response: answers(quoteItem),
      },
    },
    (request) => {
      const { id } = request.params;
      const staff = requireViewer(request);
      return audited<QuoteItem>(
        db,
        staff,
        {
          action: 'quote.reply',
          entity: 'quote',
          entityId: id,
          summary: `拒绝询价：${request.body.reason}`,
          snapshot: service.quoteSnapshot(id),
        },
        (tx) => service.refuseQuote(tx, staff, id, request.body.reason),
      );
    },
  );
}
