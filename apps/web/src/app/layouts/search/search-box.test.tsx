import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Suggestion } from '../../../features/catalog/api/types';
import { commonQueryOptions } from '../../../features/content/api/common';
import { ApiError, CANCELED_CODE } from '@yaocai/web-kit/http';
import { renderWithProviders, stubBrowser, testQueryClient } from '../test-utils';
import { MAKER_PLACEHOLDER, SEARCH_KEYWORD_KEY, SEARCH_PLACEHOLDER, SearchBox } from '../search-box';
import { suggestionCache } from './use-suggestions';

const GOODS: Suggestion[] = [
  {
    id: 1,
    name: '感冒灵颗粒',
    highlight: [{ text: '感冒灵颗粒', hit: true }],
    count: 12,
    sccj: '华润三九医药股份有限公司',
  },
  {
    id: 747,
    name: '复方感冒灵颗粒',
    highlight: [
      { text: '复方', hit: false },
      { text: '感冒灵颗粒', hit: true },
    ],
    count: 2,
    sccj: '华润三九医药股份有限公司',
  },
];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function setup(fetcher = vi.fn(async (): Promise<Suggestion[]> => GOODS), route = '/') {
  const client = testQueryClient([
    [
      commonQueryOptions().queryKey,
      { rnss: [{ id: 1, name: '阿莫西林' }], nav: [], category: [], brand: [], timestamp: 0 },
    ],
  ]);
  renderWithProviders(
    <>
      <SearchBox fetcher={fetcher} />
      <Where />
    </>,
    { route, client },
  );
  return { fetcher, input: screen.getByTestId('search-input') as HTMLInputElement };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** Lets the debounce fire and the fetcher's promise settle. */
async function pause(ms = 500) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers();
  suggestionCache.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox suggestions', { timeout: 15_000 }, () => {
  it('asks once, after a 500 ms pause, and shows "搜索中…" meanwhile', async () => {
    const { fetcher, input } = setup();
    type(input, 'g');
    type(input, 'gm');
    type(input, 'gmlkl');
    expect(screen.getByTestId('search-suggestions')).toHaveTextContent('搜索中…');
    await pause(499);
    expect(fetcher).not.toHaveBeenCalled();
    await pause(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('gmlkl', 0);
    const items = screen.getAllByTestId('search-suggestion');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('感冒灵颗粒');
    expect(within(items[1]).getByText('感冒灵颗粒').tagName).toBe('EM');
  });

  it('reuses an answer younger than 5000 ms and asks again after', async () => {
    const { fetcher, input } = setup();
    type(input, 'gmlkl');
    await pause();
    type(input, 'gmlk');
    await pause();
    expect(fetcher).toHaveBeenCalledTimes(2);
    type(input, 'gmlkl');
    // Cached: shown at once, no request.
    expect(screen.getAllByTestId('search-suggestion')).toHaveLength(2);
    await pause();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await pause(5000);
    type(input, 'gmlk');
    await pause();
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('an empty keyword clears the suggestions and hides the panel', async () => {
    const { fetcher, input } = setup();
    type(input, 'gmlkl');
    await pause();
    expect(screen.getByTestId('search-suggestions')).toBeInTheDocument();
    type(input, '  ');
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    await pause();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('says 暂无相关商品 with the hot searches when nothing matches', async () => {
    const { input } = setup(vi.fn(async () => []));
    type(input, 'zzzz');
    await pause();
    const panel = screen.getByTestId('search-suggestions');
    expect(panel).toHaveTextContent('暂无相关商品');
    expect(within(panel).getByText('阿莫西林')).toBeInTheDocument();
  });

  it('the 厂家 switch changes the type, the placeholder and the no-data text', async () => {
    const fetcher = vi.fn(async () => []);
    const { input } = setup(fetcher);
    expect(input.placeholder).toBe(SEARCH_PLACEHOLDER);
    fireEvent.click(within(screen.getByTestId('search-type-switch')).getByText('厂家'));
    expect(input.placeholder).toBe(MAKER_PLACEHOLDER);
    type(input, 'trt');
    await pause();
    expect(fetcher).toHaveBeenCalledWith('trt', 1);
    expect(screen.getByTestId('search-suggestions')).toHaveTextContent('暂无相关厂家');
  });

  it('↓ and Enter search the highlighted suggestion, close the panel and keep the keyword', async () => {
    const { input } = setup();
    type(input, 'gmlkl');
    await pause();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByTestId('search-suggestion')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByTestId('search-suggestion')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/search?keywords=${encodeURIComponent('感冒灵颗粒')}&type=0`,
    );
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    expect(sessionStorage.getItem(SEARCH_KEYWORD_KEY)).toBe('感冒灵颗粒');
  });

  it('Enter without a highlight searches the typed text', async () => {
    const { input } = setup();
    type(input, 'gmlkl');
    await pause();
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent('/search?keywords=gmlkl&type=0');
  });

  it('Escape and blur close the panel', async () => {
    const { input } = setup();
    type(input, 'gmlkl');
    await pause();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    type(input, 'gmlk');
    await pause();
    expect(screen.getByTestId('search-suggestions')).toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
  });

  it('closing before the pause ends asks nothing', async () => {
    const { fetcher, input } = setup();
    type(input, 'gmlkl');
    fireEvent.blur(input);
    await pause();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('an answer to an older keyword never replaces the newer one', async () => {
    let release: (items: Suggestion[]) => void = () => {};
    const fetcher = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Suggestion[]>((resolve) => (release = resolve)))
      .mockImplementationOnce(async () => [GOODS[1]]);
    const { input } = setup(fetcher);
    type(input, 'gm');
    await pause();
    type(input, 'fg');
    await pause();
    await act(async () => release(GOODS));
    expect(screen.getAllByTestId('search-suggestion')).toHaveLength(1);
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent('复方感冒灵颗粒');
  });

  it('ignores a cancelled request silently', async () => {
    const fetcher = vi.fn(async () => {
      throw new ApiError({ code: CANCELED_CODE, msg: '请求已取消' });
    });
    const { input } = setup(fetcher);
    type(input, 'gm');
    await pause();
    expect(screen.getByTestId('search-suggestions')).toHaveTextContent('搜索中…');
  });

  it('restores the kept keyword, and the search page shows the URL keyword and type', () => {
    sessionStorage.setItem(SEARCH_KEYWORD_KEY, '阿莫西林');
    const first = setup();
    expect(first.input.value).toBe('阿莫西林');
    cleanup();
    const second = setup(undefined, `/search?keywords=${encodeURIComponent('同仁堂')}&type=1`);
    expect(second.input.value).toBe('同仁堂');
    expect(second.input.placeholder).toBe(MAKER_PLACEHOLDER);
  });

  it('draws markup in a suggestion as text', async () => {
    const evil: Suggestion[] = [
      {
        id: 9,
        name: '<img src=x onerror=alert(1)>',
        highlight: [
          { text: '<img src=x ', hit: true },
          { text: 'onerror=alert(1)>', hit: false },
        ],
        count: 1,
        sccj: '<b>厂</b>',
      },
    ];
    const { input } = setup(vi.fn(async () => evil));
    type(input, '<img');
    await pause();
    const panel = screen.getByTestId('search-suggestions');
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('b')).toBeNull();
    expect(panel).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
