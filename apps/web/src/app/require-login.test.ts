import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, profileQueryKey } from '../features/account/api/profile';
import { requireLogin } from './require-login';
import { prefetchInto } from './route-prefetch';

const run = (url: string) =>
  requireLogin({
    request: new Request(url),
    url: new URL(url),
    pattern: '/yegl',
    params: {},
    context: undefined,
  }) as Promise<Response | null>;

function withProfile(username: string) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { ...EMPTY_PROFILE, username });
  prefetchInto(client);
}

describe('requireLogin', () => {
  afterEach(() => prefetchInto(null));

  it('sends a visitor to the login page with the page it asked for', async () => {
    withProfile('');
    const answer = await run('http://localhost/yegl?page=2');
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe(`/login?redirect=${encodeURIComponent('/yegl?page=2')}`);
  });

  it('lets a member through', async () => {
    withProfile('yaodian01');
    expect(await run('http://localhost/yegl')).toBeNull();
  });
});
