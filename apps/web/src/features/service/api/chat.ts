import { chatConversation, chatRead, chatSend } from '@yaocai/contract';
import type { ChatEvent, ChatMessage, ChatSendInput, MemberChatAnswer } from '@yaocai/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withChatMessages } from '@yaocai/web-kit/chat';
import { call } from '../../../lib/http';

export const chatQueryKey = ['service', 'chat'] as const;

/** GET /api/chat/conversation: the open (or last) conversation and the latest page of messages. */
export function fetchChat(before?: number, signal?: AbortSignal): Promise<MemberChatAnswer> {
  return call(chatConversation, { before }, { signal, cancelDuplicate: !before });
}

export const useChat = (enabled: boolean) =>
  useQuery({
    queryKey: chatQueryKey,
    queryFn: ({ signal }) => fetchChat(undefined, signal),
    enabled,
    staleTime: 30_000,
  });

/** Adds messages to the cached conversation (a send's answer, a pushed event), each id once. */
export function mergeChatMessages(client: QueryClient, incoming: ChatMessage[], unreadDelta = 0) {
  client.setQueryData<MemberChatAnswer>(chatQueryKey, (chat) =>
    chat ? withChatMessages(chat, incoming, unreadDelta) : chat,
  );
}

/** POST /api/chat/send */
export function useSendChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatSendInput) => call(chatSend, input, { cancelDuplicate: false }),
    onSuccess: (message) => mergeChatMessages(client, [message]),
  });
}

/** POST /api/chat/read: everything up to this message was seen. */
export function useReadChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastId: number) => call(chatRead, { last_id: lastId }, { silent: true }),
    onSuccess: ({ unread }) =>
      client.setQueryData<MemberChatAnswer>(chatQueryKey, (chat) => (chat ? { ...chat, unread } : chat)),
  });
}

/** Applies a pushed event to the cached conversation; `open` tells whether the window shows it. */
export function applyChatEvent(client: QueryClient, event: ChatEvent, open: boolean) {
  if (event.type === 'message') {
    mergeChatMessages(client, [event.message], event.message.sender === 'staff' && !open ? 1 : 0);
  } else if (event.type === 'conversation' || event.type === 'resync') {
    void client.invalidateQueries({ queryKey: chatQueryKey });
  }
}
