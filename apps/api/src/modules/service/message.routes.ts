import { messageListAnswer, messageListQuery, messageReadAnswer, messageReadBody } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { messageList, readMessages } from './message.service';

/** 我的消息 (/wdxx): the member's system messages. */
export async function messageRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];

  r.get(
    '/api/message/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的消息（unread=1 只看未读）',
        querystring: messageListQuery,
        response: answers(messageListAnswer),
      },
    },
    (request) => messageList(db, requireViewer(request), request.query),
  );
  r.post(
    '/api/message/read',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '标记已读（ids 为空则全部已读）',
        body: messageReadBody,
        response: answers(messageReadAnswer),
      },
    },
    (request) => readMessages(db, requireViewer(request), request.body.ids),
  );
}
