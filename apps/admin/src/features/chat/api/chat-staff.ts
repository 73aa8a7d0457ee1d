import type { ChatStaffAnswer } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { chatKey } from './conversations';

/** GET /api/operator/chat/staff: the colleagues a conversation can be handed to. */
export const useChatStaff = (enabled: boolean) =>
  useQuery({
    queryKey: [...chatKey, 'staff'],
    queryFn: ({ signal }) => http.get<ChatStaffAnswer>('/api/operator/chat/staff', undefined, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
