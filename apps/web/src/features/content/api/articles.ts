import { articleDetail, articleList } from '@yaocai/contract';
import type { NewsType } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ApiError } from '@yaocai/web-kit/http';

/** A missing article (404) or a bad id (422) is final; the page shows it itself. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** GET /api/article/list: a page of 行业资讯 or 公司新闻, newest first. */
export const fetchArticleList = (type: NewsType, page: number, signal?: AbortSignal) =>
  call(articleList, { type, page }, { signal });

export const articleListQueryOptions = (type: NewsType, page: number) =>
  queryOptions({
    queryKey: ['content', 'articles', type, page] as const,
    queryFn: ({ signal }) => fetchArticleList(type, page, signal),
    staleTime: 5 * 60_000,
    // Paging keeps the current list on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useArticleList = (type: NewsType, page: number) => useQuery(articleListQueryOptions(type, page));

/** GET /api/article/{id}: silent, so a missing article is shown by the page rather than as an alert. */
export const fetchArticle = (id: number, signal?: AbortSignal) =>
  call(articleDetail, { id }, { signal, silent: true });

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['content', 'article', id] as const,
    queryFn: ({ signal }) => fetchArticle(id, signal),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isFinal(error) && count < 1,
  });

export const useArticle = (id: number | undefined) =>
  useQuery({
    ...articleQueryOptions(id ?? 0),
    enabled: id !== undefined && Number.isSafeInteger(id) && id > 0,
  });

/** Several articles at once (the 支付配送 overview). */
export const useArticles = (ids: number[]) =>
  useQueries({ queries: ids.map((id) => articleQueryOptions(id)) });
