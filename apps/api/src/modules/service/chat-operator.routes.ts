import {
  chatAssignBody,
  chatConversationAnswer,
  chatHistoryQuery,
  chatReadAnswer,
  chatReadBody,
  chatSendAnswer,
  chatStaffAnswer,
  operatorIdParams,
  staffChatSendBody,
  staffConversationAnswer,
  staffConversationsAnswer,
  staffConversationsQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import type { ChatHub } from './chat-hub';
import * as service from './chat-staff.service';

/** The customer-service inbox: every conversation, reply, assign, close (permission chat.reply). */
export async function chatOperatorRoutes(
  app: FastifyInstance,
  { db, chatHub }: AppContext & { chatHub: ChatHub },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { 'x-access': 'operator', 'x-permission': 'chat.reply', tags: ['operator'] } as const;

  r.get(
    '/api/operator/chat/conversations',
    {
      schema: {
        ...schema,
        summary: '客服会话列表',
        querystring: staffConversationsQuery,
        response: answers(staffConversationsAnswer),
      },
    },
    (request) => service.staffConversations(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/operator/chat/conversations/:id',
    {
      schema: {
        ...schema,
        summary: '会话详情：消息、会员资料、最近订单',
        params: operatorIdParams,
        querystring: chatHistoryQuery,
        response: answers(staffConversationAnswer),
      },
    },
    (request) => service.staffConversation(db, request.params.id, request.query.before),
  );
  r.post(
    '/api/operator/chat/conversations/:id/messages',
    {
      schema: {
        ...schema,
        summary: '回复会员',
        params: operatorIdParams,
        body: staffChatSendBody,
        response: answers(chatSendAnswer),
      },
    },
    (request) => service.sendFromStaff(db, requireViewer(request), request.params.id, request.body),
  );
  r.post(
    '/api/operator/chat/conversations/:id/read',
    {
      schema: {
        ...schema,
        summary: '已读到某条消息',
        params: operatorIdParams,
        body: chatReadBody,
        response: answers(chatReadAnswer),
      },
    },
    (request) => service.staffRead(db, request.params.id, request.body.last_id),
  );
  r.post(
    '/api/operator/chat/conversations/:id/assign',
    {
      schema: {
        ...schema,
        summary: '转接会话（不指定则转给自己）',
        params: operatorIdParams,
        body: chatAssignBody,
        response: answers(chatConversationAnswer),
      },
    },
    (request) =>
      service.assignConversation(db, requireViewer(request), request.params.id, request.body.staff_id),
  );
  r.post(
    '/api/operator/chat/conversations/:id/close',
    {
      schema: {
        ...schema,
        summary: '结束会话',
        params: operatorIdParams,
        response: answers(chatConversationAnswer),
      },
    },
    (request) => service.closeConversation(db, requireViewer(request), request.params.id),
  );
  r.get(
    '/api/operator/chat/staff',
    { schema: { ...schema, summary: '可接待客服的员工', response: answers(chatStaffAnswer) } },
    () => service.chatStaff(db),
  );
  r.get(
    '/api/operator/chat/ws',
    {
      websocket: true,
      schema: { ...schema, summary: '客服会话 WebSocket 推送', ...nonJsonAnswer('websocket') },
    },
    (socket) => chatHub.addStaff(socket),
  );
}
