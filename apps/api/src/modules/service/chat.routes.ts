import {
  chatHistoryQuery,
  chatReadAnswer,
  chatReadBody,
  chatSendAnswer,
  chatSendBody,
  memberChatAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import type { ChatHub } from './chat-hub';
import { memberConversation, readFromMember, sendFromMember } from './chat.service';

/** The member's side of the customer-service chat (side bar 在线客服). */
export async function chatRoutes(app: FastifyInstance, { db, chatHub }: AppContext & { chatHub: ChatHub }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];
  r.get(
    '/api/chat/conversation',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '在线客服：当前会话与历史消息（before 取更早的消息）',
        querystring: chatHistoryQuery,
        response: answers(memberChatAnswer),
      },
    },
    (request) => memberConversation(db, requireViewer(request), request.query.before),
  );
  r.post(
    '/api/chat/send',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '在线客服：发送文字或图片（附当前页面或商品）',
        body: chatSendBody,
        response: answers(chatSendAnswer),
      },
    },
    (request) => sendFromMember(db, requireViewer(request), request.body),
  );
  r.post(
    '/api/chat/read',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '在线客服：已读到某条消息',
        body: chatReadBody,
        response: answers(chatReadAnswer),
      },
    },
    (request) => readFromMember(db, requireViewer(request), request.body.last_id),
  );
  r.get(
    '/api/chat/ws',
    {
      websocket: true,
      schema: {
        'x-access': 'member',
        tags,
        summary: '在线客服：WebSocket 推送（message、read、conversation 事件）',
        ...nonJsonAnswer('websocket'),
      },
    },
    (socket, request) => chatHub.addMember(requireViewer(request).memberId, socket),
  );
}
