import { messageListAnswer, messageListQuery, messageReadAnswer, messageReadBody } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { reminderIntervalMs, sendExpiryReminders } from './expiry-reminders.service';
import { messageList, readMessages } from './message.service';

/** 我的消息 (/wdxx): the member's system messages. */
export async function messageRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];

  let sweeping: Promise<void> | null = null;
  const closing = new AbortController();
  const sweep = () => {
    if (sweeping) return;
    sweeping = sendExpiryReminders(db, new Date(), closing.signal)
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'expiry reminder sweep failed'))
      .finally(() => (sweeping = null));
  };
  const timer = setInterval(sweep, reminderIntervalMs());
  // A first run soon after start, so a restarted server does not wait a whole interval.
  const first = setTimeout(sweep, 30_000);
  timer.unref();
  first.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
    // A sweep under way stops after its current reminder, before the database closes under it.
    closing.abort();
    await sweeping;
  });

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
