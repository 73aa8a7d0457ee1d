import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, InfiniteScroll, NavBar, SearchBar } from 'antd-mobile';
import { FilterOutline, ScanningOutline } from 'antd-mobile-icons';
import { goodsList, goodsSearch, type GoodsListQueryInput } from '@yaocai/contract';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { useAddToCart } from '../lib/add-to-cart';
import { GoodsRow } from '../components/goods-row';
import { SortTabs } from '../components/sort-tabs';

// The filter sheet (popup, selectors, its animation library) loads when it is first opened.
const SearchFilters = lazy(() => import('./search-filters').then((m) => ({ default: m.SearchFilters })));

const SORTS = [
  { key: 'default', title: '综合' },
  { key: 'sales', title: '销量' },
  { key: 'price', title: '价格' },
  { key: 'expiry', title: '效期' },
  { key: 'newest', title: '新品' },
];
const LIST_KEYS = [
  'keyword',
  'category_id',
  'zone',
  'select',
  'sort',
  'manufacturer',
  'spec',
  'in_stock',
] as const;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** 搜索: suggestions while typing (pinyin initials too), then the list with filters and endless scrolling. */
export function SearchPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const listing = LIST_KEYS.some((key) => params.get(key));
  const [typing, setTyping] = useState<string | null>(listing ? null : '');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on (so it can animate closed).
  const [filtersShown, setFiltersShown] = useState(false);
  const addToCart = useAddToCart();
  const text = useDebounced(typing ?? '', 200);

  const suggestions = useQuery({
    queryKey: ['suggest', text],
    queryFn: ({ signal }) => call(goodsSearch, { keywords: text, type: '0' }, { silent: true, signal }),
    enabled: typing !== null && text.trim() !== '',
  });

  const query = useMemo(() => {
    const q: GoodsListQueryInput = { page_size: 20 };
    for (const key of LIST_KEYS) {
      const value = params.get(key);
      if (!value) continue;
      if (key === 'keyword') q.keywords = value;
      else (q as Record<string, string>)[key] = value;
    }
    return q;
  }, [params]);

  const list = useInfiniteQuery({
    queryKey: ['goods-list', query],
    queryFn: ({ pageParam, signal }) => call(goodsList, { ...query, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: typing === null,
  });
  const goods = list.data?.pages.flatMap((p) => p.list) ?? [];
  const facets = list.data?.pages[0]?.facets;
  const total = list.data?.pages[0]?.total ?? 0;

  const change = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const submit = (value: string) => {
    setTyping(null);
    change({ keyword: value.trim() || undefined });
  };

  return (
    <div className="page" data-testid="m-search">
      <div className="nav">
        <NavBar
          onBack={() => navigate(-1)}
          right={
            <button type="button" className="icon-btn" aria-label="扫码" onClick={() => navigate(m.scan)}>
              <ScanningOutline />
            </button>
          }
        >
          <SearchBar
            placeholder="药品名 / 拼音首字母"
            defaultValue={keyword}
            onFocus={() => setTyping(keyword)}
            onChange={(v) => setTyping(v)}
            onSearch={submit}
            onCancel={() => setTyping(null)}
            style={{ '--height': '36px' } as React.CSSProperties}
            data-testid="m-search-input"
          />
        </NavBar>
      </div>
      {typing !== null ? (
        <div data-testid="m-suggestions" style={{ background: '#fff' }}>
          {(suggestions.data ?? []).map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => submit(s.name)}
              style={{
                display: 'flex',
                width: '100%',
                minHeight: 48,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '0 16px',
                border: 0,
                borderBottom: '1px solid #f3f3f3',
                background: '#fff',
                fontSize: 15,
              }}
            >
              <span>
                {s.highlight.map((h, i) => (
                  <span key={i} style={h.hit ? { color: '#e4393c' } : undefined}>
                    {h.text}
                  </span>
                ))}
              </span>
              <span className="muted">{'count' in s ? `${s.count}个` : ''}</span>
            </button>
          ))}
        </div>
      ) : (
        <>
          <div
            style={{
              background: '#fff',
              display: 'flex',
              alignItems: 'center',
              position: 'sticky',
              top: 47,
              zIndex: 40,
            }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <SortTabs
                tabs={SORTS}
                activeKey={params.get('sort') ?? 'default'}
                onChange={(key) => change({ sort: key === 'default' ? undefined : key })}
              />
            </div>
            <button
              type="button"
              className="icon-btn"
              aria-label="筛选"
              onClick={() => {
                setFiltersShown(true);
                setFiltersOpen(true);
              }}
              data-testid="m-filter-button"
            >
              <FilterOutline />
            </button>
          </div>
          <div className="muted" style={{ padding: '6px 12px' }} data-testid="m-search-total">
            共 {total} 个商品
          </div>
          {goods.map((g, index) => (
            <GoodsRow
              key={g.id}
              goods={g}
              eager={index < 4}
              onAdd={(x) => addToCart.mutate({ goodsId: x.id, number: Math.max(1, x.middle_pack) })}
            />
          ))}
          {list.isSuccess && goods.length === 0 ? (
            <Empty description="没有找到相关商品，换个关键词试试" />
          ) : null}
          {list.isPending ? (
            // The first page's place, so the rows push nothing down when they come (CLS 0.087 before).
            <div className="list-pending" aria-hidden="true" />
          ) : (
            <InfiniteScroll
              loadMore={async () => void (await list.fetchNextPage())}
              hasMore={list.hasNextPage}
            >
              {list.hasNextPage ? '加载中…' : goods.length > 0 ? '— 没有更多了 —' : ''}
            </InfiniteScroll>
          )}
        </>
      )}
      {filtersShown ? (
        <Suspense fallback={null}>
          <SearchFilters
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            facets={facets}
            params={params}
            change={change}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
