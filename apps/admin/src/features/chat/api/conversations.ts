import { operatorChatConversations } from '@yaocai/contract';
import type { StaffConversationsQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Everything the inbox caches lives under this key, so a resync refetches it all at once. */
export const chatKey = ['operator', 'chat'] as const;
export const conversationsKey = [...chatKey, 'conversations'] as const;

/** GET /api/operator/chat/conversations: the inbox list and the count of chats waiting for a reply. */
export const conversationsQueryOptions = (query: StaffConversationsQuery) =>
  queryOptions({
    queryKey: [...conversationsKey, query],
    queryFn: ({ signal }) => call(operatorChatConversations, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useConversations = (query: StaffConversationsQuery) =>
  useQuery(conversationsQueryOptions(query));
