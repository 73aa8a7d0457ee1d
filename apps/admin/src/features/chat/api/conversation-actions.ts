import type { StaffConversation } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { chatKey } from './conversations';

/** POST …/assign: hands the conversation to a colleague (none named: to oneself). */
export function assignConversation({ id, staffId }: { id: number; staffId?: number }) {
  return http.post<StaffConversation>(`/api/operator/chat/conversations/${id}/assign`, {
    staff_id: staffId,
  });
}

/** POST …/close: 结束会话; the member's next message opens a new one. */
export function closeConversation(id: number) {
  return http.post<StaffConversation>(`/api/operator/chat/conversations/${id}/close`);
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
