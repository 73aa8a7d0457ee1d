import { operatorChatConversations } from '@yaocai/contract';
import type { StaffConversationsQuery } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../lib/save-resource';

/** Everything the inbox caches lives under this key, so a resync refetches it all at once. */
export const chatKey = ['operator', 'chat'] as const;
export const conversationsKey = [...chatKey, 'conversations'] as const;

/** GET /api/operator/chat/conversations: the inbox list and the count of chats waiting for a reply. */
export const conversationsQueryOptions = pagedList([...conversationsKey], operatorChatConversations);

export const useConversations = (query: StaffConversationsQuery) =>
  useQuery(conversationsQueryOptions(query));
