import { messageRead } from '@yaocai/contract';
import type { MessageReadAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { profileQueryKey } from '../../account/api/profile';
import type { Profile } from '../../account/api/types';
import { messagesQueryKey } from './message-list';

/** POST /api/message/read {ids}: these messages marked read; no ids marks every message read. */
export function readMessages(ids: readonly number[] = []): Promise<MessageReadAnswer> {
  // Two quick 标为已读 clicks are two different requests: neither may cancel the other.
  return call(messageRead, { ids }, { cancelDuplicate: false });
}

/**
 * Marks messages read, then the lists and the profile are read again. The side bar only observes the
 * profile (the layout loads it on route changes), so its message_count takes the answer's count at once.
 */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] = []) => readMessages(ids),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, message_count: unread } : profile,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
