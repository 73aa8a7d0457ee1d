import { operatorChatStaff } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';
import { chatKey } from './conversations';

/** GET /api/operator/chat/staff: the colleagues a conversation can be handed to. */
export const useChatStaff = (enabled: boolean) =>
  useQuery({ ...readOptions([...chatKey, 'staff'], operatorChatStaff, 5 * 60_000), enabled });
