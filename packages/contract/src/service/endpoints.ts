import { endpoint } from '../endpoint';
import { operatorIdParams } from '../operator/fields';
import {
  chatAssignBody,
  chatHistoryQuery,
  chatMessage,
  chatReadAnswer,
  chatReadBody,
  chatSendBody,
  chatStaffAnswer,
  memberChatAnswer,
  staffChatSendBody,
  staffConversation,
  staffConversationAnswer,
  staffConversationsAnswer,
  staffConversationsQuery,
} from './chat';
import {
  feedbackBody,
  feedbackCreateAnswer,
  feedbackListAnswer,
  feedbackListQuery,
  feedbackReplyAnswer,
  feedbackReplyBody,
  operatorFeedbackAnswer,
  operatorFeedbackQuery,
} from './feedback';
import {
  invoiceIdParams,
  invoiceListAnswer,
  invoiceListQuery,
  invoiceReissueAnswer,
  invoiceReissueBody,
} from './invoices';
import { messageListAnswer, messageListQuery, messageReadAnswer, messageReadBody } from './messages';
import {
  operatorVarietyAnswer,
  operatorVarietyQuery,
  varietyCreateAnswer,
  varietyCreateBody,
  varietyGoodsAnswer,
  varietyGoodsQuery,
  varietyListAnswer,
  varietyListQuery,
  varietyRequest,
  varietyStatusAnswer,
  varietyStatusBody,
} from './variety';

/**
 * The service endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const chatConversation = endpoint({
  method: 'GET',
  path: '/api/chat/conversation',
  query: chatHistoryQuery,
  answer: memberChatAnswer,
});
export const chatRead = endpoint({
  method: 'POST',
  path: '/api/chat/read',
  body: chatReadBody,
  answer: chatReadAnswer,
});
export const chatSend = endpoint({
  method: 'POST',
  path: '/api/chat/send',
  body: chatSendBody,
  answer: chatMessage,
});
export const operatorInvoicesReissue = endpoint({
  method: 'POST',
  path: '/api/operator/invoices/:id/reissue',
  params: invoiceIdParams,
  body: invoiceReissueBody,
  answer: invoiceReissueAnswer,
});
export const invoiceList = endpoint({
  method: 'GET',
  path: '/api/invoice/list',
  query: invoiceListQuery,
  answer: invoiceListAnswer,
});
export const messageList = endpoint({
  method: 'GET',
  path: '/api/message/list',
  query: messageListQuery,
  answer: messageListAnswer,
});
export const messageRead = endpoint({
  method: 'POST',
  path: '/api/message/read',
  body: messageReadBody,
  answer: messageReadAnswer,
});
export const operatorChatConversations = endpoint({
  method: 'GET',
  path: '/api/operator/chat/conversations',
  query: staffConversationsQuery,
  answer: staffConversationsAnswer,
});
export const operatorChatConversationsDetail = endpoint({
  method: 'GET',
  path: '/api/operator/chat/conversations/:id',
  query: chatHistoryQuery,
  params: operatorIdParams,
  answer: staffConversationAnswer,
});
export const operatorChatConversationsAssign = endpoint({
  method: 'POST',
  path: '/api/operator/chat/conversations/:id/assign',
  params: operatorIdParams,
  body: chatAssignBody,
  answer: staffConversation,
});
export const operatorChatConversationsClose = endpoint({
  method: 'POST',
  path: '/api/operator/chat/conversations/:id/close',
  params: operatorIdParams,
  answer: staffConversation,
});
export const operatorChatConversationsMessages = endpoint({
  method: 'POST',
  path: '/api/operator/chat/conversations/:id/messages',
  params: operatorIdParams,
  body: staffChatSendBody,
  answer: chatMessage,
});
export const operatorChatConversationsRead = endpoint({
  method: 'POST',
  path: '/api/operator/chat/conversations/:id/read',
  params: operatorIdParams,
  body: chatReadBody,
  answer: chatReadAnswer,
});
export const operatorChatStaff = endpoint({
  method: 'GET',
  path: '/api/operator/chat/staff',
  answer: chatStaffAnswer,
});
export const operatorFeedback = endpoint({
  method: 'GET',
  path: '/api/operator/feedback',
  query: operatorFeedbackQuery,
  answer: operatorFeedbackAnswer,
});
export const operatorFeedbackReply = endpoint({
  method: 'POST',
  path: '/api/operator/feedback/:id/reply',
  params: operatorIdParams,
  body: feedbackReplyBody,
  answer: feedbackReplyAnswer,
});
export const operatorVarietyRequests = endpoint({
  method: 'GET',
  path: '/api/operator/variety-requests',
  query: operatorVarietyQuery,
  answer: operatorVarietyAnswer,
});
export const operatorVarietyRequestsStatus = endpoint({
  method: 'POST',
  path: '/api/operator/variety-requests/:id/status',
  params: operatorIdParams,
  body: varietyStatusBody,
  answer: varietyStatusAnswer,
});
export const operatorVarietyRequestsGoods = endpoint({
  method: 'GET',
  path: '/api/operator/variety-requests/goods',
  query: varietyGoodsQuery,
  answer: varietyGoodsAnswer,
});
export const userFeedback = endpoint({
  method: 'GET',
  path: '/api/user/feedback',
  query: feedbackListQuery,
  answer: feedbackListAnswer,
});
export const userFeedbackCreate = endpoint({
  method: 'POST',
  path: '/api/user/feedback',
  body: feedbackBody,
  answer: feedbackCreateAnswer,
});
export const varietyDetail = endpoint({
  method: 'GET',
  path: '/api/variety/:id',
  params: operatorIdParams,
  answer: varietyRequest,
});
export const varietyCreate = endpoint({
  method: 'POST',
  path: '/api/variety/create',
  body: varietyCreateBody,
  answer: varietyCreateAnswer,
});
export const varietyList = endpoint({
  method: 'GET',
  path: '/api/variety/list',
  query: varietyListQuery,
  answer: varietyListAnswer,
});
