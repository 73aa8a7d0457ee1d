import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, StaffConversation } from '@yaocai/contract';
import { lastMemberMessageId } from '../lib/timeline';
import { useMarkRead } from './mark-read';

function useDocumentVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Marks the open conversation read up to its newest message whenever the member's messages shown
 * include ones not yet marked (when it opens with unread ones, and as new ones arrive while it is
 * on screen), so the unread badges clear. A hidden browser tab marks nothing until it is shown.
 */
export function useMarkShownRead(
  conversation: StaffConversation | undefined,
  messages: readonly ChatMessage[],
) {
  const markRead = useMarkRead();
  const marked = useRef(new Map<number, number>());
  const visible = useDocumentVisible();
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  const lastMember = id === undefined ? undefined : lastMemberMessageId(messages, id);
  const lastId = messages.filter((m) => m.conversation_id === id).at(-1)?.id;
  const { mutate } = markRead;

  useEffect(() => {
    if (id === undefined || lastMember === undefined || lastId === undefined || !visible) return;
    const done = marked.current.get(id);
    if (done === undefined && unread === 0) {
      // Opened with everything read: only what arrives from now on needs marking.
      marked.current.set(id, lastMember);
      return;
    }
    if (done !== undefined && lastMember <= done) return;
    marked.current.set(id, lastMember);
    mutate({ id, lastId });
  }, [id, unread, lastMember, lastId, visible, mutate]);
}
