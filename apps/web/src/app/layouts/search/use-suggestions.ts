import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_CACHE_MS, type SearchType } from '@yaocai/domain';
import { fetchSuggestions } from '../../../features/catalog/api/search-suggestions';
import type { Suggestion } from '../../../features/catalog/api/types';
import { isCanceledError } from '@yaocai/web-kit/http';
import { debounce } from './debounce';
import { moveHighlight } from './key-nav';
import { suggestionKey, TtlCache } from './ttl-cache';

export type SuggestionFetcher = (keyword: string, type: SearchType) => Promise<Suggestion[]>;

/** Shared by the header box and the sticky bar's box: one keyword is asked once per 5 s. */
export const suggestionCache = new TtlCache<Suggestion[]>(SUGGESTION_CACHE_MS);

export interface SuggestionsState {
  keyword: string;
  type: SearchType;
  open: boolean;
  loading: boolean;
  items: Suggestion[];
  /** Index of the highlighted suggestion; -1 for none. */
  highlighted: number;
}

export interface UseSuggestionsOptions {
  initialKeyword?: string;
  initialType?: SearchType;
  fetcher?: SuggestionFetcher;
}

/**
 * The suggestion panel's behaviour (spec §4, §5): typing opens it; an empty keyword clears and hides
 * it; suggestions are asked after a 500 ms pause, from the cache when younger than 5000 ms; arrows
 * move the highlight; it closes on blur, escape or search.
 */
export function useSuggestions({
  initialKeyword = '',
  initialType = 0,
  fetcher = fetchSuggestions,
}: UseSuggestionsOptions = {}) {
  const [state, setState] = useState<SuggestionsState>({
    keyword: initialKeyword,
    type: initialType,
    open: false,
    loading: false,
    items: [],
    highlighted: -1,
  });
  // The key whose answer the panel waits for; older answers are dropped.
  const wanted = useRef('');
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const lookup = useCallback((keyword: string, type: SearchType) => {
    const key = suggestionKey(type, keyword);
    wanted.current = key;
    const cached = suggestionCache.get(key);
    if (cached) {
      setState((s) => ({ ...s, loading: false, items: cached, highlighted: -1 }));
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    fetcherRef.current(keyword.trim(), type).then(
      (items) => {
        suggestionCache.set(key, items);
        if (wanted.current === key) setState((s) => ({ ...s, loading: false, items, highlighted: -1 }));
      },
      (error: unknown) => {
        // A newer request replaced this one; its own answer will come.
        if (isCanceledError(error) || wanted.current !== key) return;
        setState((s) => ({ ...s, loading: false, items: [], highlighted: -1 }));
      },
    );
  }, []);

  const debounced = useMemo(() => debounce(lookup, SEARCH_DEBOUNCE_MS), [lookup]);
  useEffect(() => () => debounced.cancel(), [debounced]);

  /** The user typed. */
  const input = useCallback(
    (keyword: string) => {
      if (keyword.trim() === '') {
        debounced.cancel();
        wanted.current = '';
        setState((s) => ({ ...s, keyword, open: false, loading: false, items: [], highlighted: -1 }));
        return;
      }
      const cached = suggestionCache.get(suggestionKey(state.type, keyword));
      if (cached) {
        // A fresh answer for this very keyword: shown at once, no request.
        debounced.cancel();
        wanted.current = suggestionKey(state.type, keyword);
        setState((s) => ({ ...s, keyword, open: true, loading: false, items: cached, highlighted: -1 }));
        return;
      }
      setState((s) => ({ ...s, keyword, open: true, loading: true, highlighted: -1 }));
      debounced(keyword, state.type);
    },
    [debounced, state.type],
  );

  /** 药品 / 厂家: other suggestions for the same keyword, asked at once. */
  const setType = useCallback(
    (type: SearchType) => {
      setState((s) => ({ ...s, type, items: [], highlighted: -1 }));
      debounced.cancel();
      if (state.keyword.trim() !== '' && state.open) lookup(state.keyword, type);
    },
    [debounced, lookup, state.keyword, state.open],
  );

  /** Blur, escape or search. The keyword stays. */
  const close = useCallback(() => {
    debounced.cancel();
    wanted.current = '';
    setState((s) => ({ ...s, open: false, loading: false, highlighted: -1 }));
  }, [debounced]);

  /** The keyword changed from outside (the search page's URL): no panel. */
  const replaceKeyword = useCallback(
    (keyword: string, type?: SearchType) => {
      debounced.cancel();
      wanted.current = '';
      setState((s) => ({
        ...s,
        keyword,
        type: type ?? s.type,
        open: false,
        loading: false,
        highlighted: -1,
      }));
    },
    [debounced],
  );

  const move = useCallback((key: 'ArrowUp' | 'ArrowDown') => {
    setState((s) => (s.open ? { ...s, highlighted: moveHighlight(s.highlighted, s.items.length, key) } : s));
  }, []);

  const highlight = useCallback((index: number) => setState((s) => ({ ...s, highlighted: index })), []);

  return { state, input, setType, close, replaceKeyword, move, highlight };
}
