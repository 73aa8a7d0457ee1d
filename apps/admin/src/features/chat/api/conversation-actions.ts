import { operatorChatConversationsAssign, operatorChatConversationsClose } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { chatKey } from './conversations';

/** POST …/assign: hands the conversation to a colleague (none named: to oneself). */
export function assignConversation({ id, staffId }: { id: number; staffId?: number }) {
  return call(operatorChatConversationsAssign, { id, staff_id: staffId });
}

/** POST …/close: 结束会话; the member's next message opens a new one. */
export function closeConversation(id: number) {
  return call(operatorChatConversationsClose, { id });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    ]);
}

export function useAssignConversation() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: assignConversation, onSuccess });
}

export function useCloseConversation() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: closeConversation, onSuccess });
}
