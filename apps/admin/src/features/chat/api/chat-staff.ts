import { operatorChatStaff } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { chatKey } from './conversations';

/** GET /api/operator/chat/staff: the colleagues a conversation can be handed to. */
export const useChatStaff = (enabled: boolean) =>
  useQuery({
    queryKey: [...chatKey, 'staff'],
    queryFn: ({ signal }) => call(operatorChatStaff, undefined, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
