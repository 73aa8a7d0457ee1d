import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, stubBrowser } from '../app/layouts/test-utils';
import { BannerLink, bannerLinkNotice } from './banner-link';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The bodies of the POSTs to /api/activity/tap so far. */
function taps(): string[] {
  const fetch = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } };
  return fetch.mock.calls
    .filter(([url]) => String(url).includes('/api/activity/tap'))
    .map(([, init]) => decodeURIComponent(String(init?.body ?? '')));
}

describe('activity links (spec §8)', () => {
  it.each([
    ['', '活动暂未开始'],
    ['  ', '活动暂未开始'],
    ['*/yjh/3', '活动未开始'],
    ['/welfare', null],
    ['https://example.com/a', null],
  ])('%j → %s', (url, notice) => {
    expect(bannerLinkNotice(url)).toBe(notice);
  });

  it('an empty link says 活动暂未开始 and stays on the page', async () => {
    renderWithProviders(<BannerLink url="">年终采购节</BannerLink>, { route: '/yyh' });
    fireEvent.click(screen.getByText('年终采购节'));
    expect(await screen.findByText('活动暂未开始')).toBeTruthy();
    expect(taps()).toEqual([]);
  });

  it('a starred link says 活动未开始 and records the tap', async () => {
    renderWithProviders(<BannerLink url="*/yjh/3">预告</BannerLink>);
    fireEvent.click(screen.getByText('预告'));
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    await vi.waitFor(() => expect(taps()).toEqual(['url=*/yjh/3']));
  });

  it('a configured link opens and records the tap', async () => {
    renderWithProviders(<BannerLink url="/welfare">全场94折</BannerLink>);
    const link = screen.getByText('全场94折').closest('a')!;
    expect(link.getAttribute('href')).toBe('/welfare');
    fireEvent.click(link);
    await vi.waitFor(() => expect(taps()).toEqual(['url=/welfare']));
  });
});
