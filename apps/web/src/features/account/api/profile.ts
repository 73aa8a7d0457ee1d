import { userBase } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { isCanceledError } from '@yaocai/web-kit/http';
import type { Profile } from './types';

export const profileQueryKey = ['account', 'profile'] as const;

/** Spec §4: when the profile cannot be loaded the header still shows, with nobody logged in. */
export const EMPTY_PROFILE: Profile = {
  show: true,
  username: '',
  name: '',
  phone: '',
  company: '',
  face: '',
  rank: 0,
  admin: { name: '', phone: '', is_default: 1 },
  address: '',
  is_passed: 0,
  points: 0,
  cart: 0,
  message_count: 0,
  wechat: '',
  common_config: { hot_line: '', qq1: '', qq2: '' },
  quality_inspection: { quality_inspection_url: '', msg: '' },
  login_url: '',
  is_show_youx: 0,
  is_special: 0,
  is_can_chat: 0,
  token: '',
  is_AfterSale: 0,
  is_vip: 0,
  is_chain: 0,
};

/** Failure is silent (spec §8) and yields the empty profile with show set. */
export async function fetchProfile(): Promise<Profile> {
  try {
    const data = await call(userBase, undefined, { silent: true });
    return {
      ...EMPTY_PROFILE,
      ...data,
      admin: { ...EMPTY_PROFILE.admin, ...data?.admin },
      common_config: { ...EMPTY_PROFILE.common_config, ...data?.common_config },
      show: true,
    };
  } catch (e) {
    // A newer request superseded this one; let the query keep its state.
    if (isCanceledError(e)) throw e;
    return EMPTY_PROFILE;
  }
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile, staleTime: Infinity });

/**
 * Reads the profile. With `load: false` it only observes what the layout loaded
 * (the layout decides when to fetch: spec §4).
 */
export function useProfile({ load = true }: { load?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: load });
}

export const isLoggedIn = (profile: Profile | undefined): boolean => Boolean(profile?.username);
