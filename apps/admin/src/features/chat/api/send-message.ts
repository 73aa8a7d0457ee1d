import { operatorChatConversationsMessages } from '@yaocai/contract';
import type { ChatMessage, StaffChatSendInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { appendMessage } from './conversation';
import { conversationsKey } from './conversations';

/** POST /api/operator/chat/conversations/{id}/messages */
export function sendMessage({ id, input }: { id: number; input: StaffChatSendInput }): Promise<ChatMessage> {
  return call(operatorChatConversationsMessages, { id, ...input });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      appendMessage(queryClient, message);
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}
