import { messageList } from '@yaocai/contract';
import type { MessageListAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every page and filter of 我的消息; a read invalidates them all. */
export const messagesQueryKey = ['service', 'messages'] as const;

export interface MessageListQuery {
  page: number;
  /** Only the unread ones (the 未读 tab). */
  unread: boolean;
}

/** GET /api/message/list?page=&unread=1: the member's messages, newest first, a page at a time. */
export function fetchMessageList(q: MessageListQuery, signal?: AbortSignal): Promise<MessageListAnswer> {
  return call(messageList, { page: q.page, unread: q.unread ? 1 : undefined }, { signal });
}

export const messageListQueryOptions = (q: MessageListQuery) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'list', q.unread ? 'unread' : 'all', q.page] as const,
    queryFn: ({ signal }) => fetchMessageList(q, signal),
    staleTime: 0,
    // Paging and switching tabs keep the current list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMessageList = (q: MessageListQuery) => useQuery(messageListQueryOptions(q));
