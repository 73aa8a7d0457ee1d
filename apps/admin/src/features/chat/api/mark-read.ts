import { operatorChatConversationsRead } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { conversationsKey } from './conversations';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/chat/conversations/{id}/read: the member's messages up to `lastId` are seen. */
export function markRead({ id, lastId }: { id: number; lastId: number }) {
  // A missed read only leaves a badge on; it is not worth a message to the clerk.
  return call(operatorChatConversationsRead, { id, last_id: lastId }, { silent: true });
}

export function useMarkRead() {
  return useRefreshingMutation(markRead, conversationsKey);
}
