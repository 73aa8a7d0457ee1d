import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { conversationsKey } from './conversations';

/** POST /api/operator/chat/conversations/{id}/read: the member's messages up to `lastId` are seen. */
export function markRead({ id, lastId }: { id: number; lastId: number }): Promise<{ unread: number }> {
  // A missed read only leaves a badge on; it is not worth a message to the clerk.
  return http.post(`/api/operator/chat/conversations/${id}/read`, { last_id: lastId }, { silent: true });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
