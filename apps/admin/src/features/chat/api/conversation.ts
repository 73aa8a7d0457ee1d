import { operatorChatConversationsDetail } from '@yaocai/contract';
import type { ChatMessage, StaffConversationAnswer } from '@yaocai/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { chatKey } from './conversations';

export const conversationKey = (id: number) => [...chatKey, 'conversation', id] as const;

type Pages = InfiniteData<StaffConversationAnswer, number | undefined>;

/**
 * GET /api/operator/chat/conversations/{id}: the newest page first; each further page goes back with
 * `before` (the oldest message shown so far).
 */
export const conversationQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: conversationKey(id),
    queryFn: ({ pageParam, signal }) =>
      call(operatorChatConversationsDetail, { id, before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
  });

export const useConversation = (id: number | null) =>
  useInfiniteQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });

/** Puts a message that just arrived (sent here or pushed by the socket) at the end of the newest page. */
export function appendMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<Pages>(conversationKey(message.conversation_id), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest || newest.messages.some((m) => m.id === message.id)) return data;
    const pages = [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)];
    return { ...data, pages };
  });
}
