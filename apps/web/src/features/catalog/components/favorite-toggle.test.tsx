import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { EMPTY_PROFILE, profileQueryKey } from '../../account/api/profile';
import type { Profile } from '../../account/api/types';
import { favoriteIdsQueryOptions } from '../api/favorite-list';
import { FavoriteToggle } from './favorite-toggle';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

let calls: { url: string; body: string }[] = [];

beforeEach(() => {
  stubBrowser();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body ?? '') });
      const msg = String(url).includes('cancel') ? '取消收藏成功' : '收藏成功';
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data: { goods_ids: [7], msg } }), {
        status: 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member: Profile = { ...EMPTY_PROFILE, username: 'yaodian01', is_passed: 1 };

function setup(ids: number[], profile = member) {
  const client = testQueryClient([
    [profileQueryKey, profile],
    [favoriteIdsQueryOptions().queryKey, ids],
  ]);
  renderWithProviders(
    <>
      <FavoriteToggle goodsId={7} />
      <Where />
    </>,
    { client, route: '/list' },
  );
}

describe('FavoriteToggle', { timeout: 15_000 }, () => {
  it('adds a favourite, says 收藏成功 and offers 查看收藏', async () => {
    setup([]);
    const heart = screen.getByTestId('favorite-toggle');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(calls[0].url).toContain('/api/favorite');
    expect(calls[0].body).toBe('goods_ids[]=7');
    await waitFor(() =>
      expect(screen.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true'),
    );
    fireEvent.click(screen.getByText('查看收藏'));
    expect(screen.getByTestId('where')).toHaveTextContent('/star');
  });

  it('removes a favourite and says 取消收藏成功', async () => {
    setup([7]);
    fireEvent.click(screen.getByTestId('favorite-toggle'));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    expect(calls[0].url).toContain('/api/favorite/cancel');
    await waitFor(() =>
      expect(screen.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('draws no heart for visitors', () => {
    setup([], EMPTY_PROFILE);
    expect(screen.queryByTestId('favorite-toggle')).toBeNull();
  });
});
