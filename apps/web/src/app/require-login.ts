import type { LoaderFunction } from 'react-router';
import { redirect } from 'react-router';
import { profileQueryKey, profileQueryOptions } from '../features/account/api/profile';
import type { Profile } from '../features/account/api/types';
import { loaderQueryClient } from './route-prefetch';

/**
 * Member pages (`requiresLogin`): a visitor goes to /login?redirect=… before the page renders, instead
 * of seeing its shell until the first call answers 401. The profile it reads is the one the header
 * loads anyway, so a member pays no extra call.
 */
export const requireLogin: LoaderFunction = async ({ request }) => {
  const client = loaderQueryClient();
  if (!client) return null;
  const cached = client.getQueryState<Profile>(profileQueryKey);
  // A visitor's profile, or one a login has just invalidated, is asked again: the session may be new.
  const profile =
    cached?.data?.username && !cached.isInvalidated
      ? cached.data
      : await client.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
  if (profile.username) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`);
};
