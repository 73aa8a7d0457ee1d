import { userWechatAuthorisation } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

const POLL_MS = 2_000;

/** GET /api/user/wechat/authorise/{state}: polled every 2 s while the scan is pending. */
export const wechatAuthorisationQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['account', 'wechat-authorisation', state] as const,
    queryFn: ({ signal }) =>
      call(
        userWechatAuthorisation,
        { state: encodeURIComponent(state) },
        {
          signal,
          silent: true,
          cancelDuplicate: false,
        },
      ),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || !query.state.data ? POLL_MS : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

export const useWechatAuthorisation = (state: string | undefined) =>
  useQuery({ ...wechatAuthorisationQueryOptions(state ?? ''), enabled: Boolean(state) });
