import type { ChatMessage, MemberChatAnswer } from '@yaocai/contract';

export { chatSocketUrl, useChatSocket } from './use-chat-socket';

/**
 * The member's conversation with messages added (a send's answer, a pushed or polled event), each id
 * once and oldest first; a message of a new conversation opens it. Unchanged when nothing is new.
 */
export function withChatMessages(
  chat: MemberChatAnswer,
  incoming: ChatMessage[],
  unreadDelta = 0,
): MemberChatAnswer {
  const known = new Set(chat.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return chat;
  const messages = [...chat.messages, ...fresh].sort((a, b) => a.id - b.id);
  const conversation =
    chat.conversation && chat.conversation.id === fresh[0]!.conversation_id
      ? chat.conversation
      : { id: fresh[0]!.conversation_id, status: 'open' as const, staff_name: '' };
  return { ...chat, conversation, messages, unread: chat.unread + unreadDelta };
}
