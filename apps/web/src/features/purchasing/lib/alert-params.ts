import {
  isSubscriptionStatus,
  isSubscriptionType,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@yaocai/domain';
import { useSearchParams } from 'react-router';

export interface AlertParams {
  page: number;
  status?: SubscriptionStatus;
  type?: SubscriptionType;
}

/** The query string of a tab, type and page: '', '?status=done', '?status=active&type=price&page=2'. */
export function alertSearch({ page, status, type }: AlertParams): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (type) search.set('type', type);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Parses the page, status tab and type filter of /dhtz; anything unknown is left out. */
export function parseAlertParams(params: URLSearchParams): AlertParams {
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const status = params.get('status');
  const type = params.get('type');
  return {
    page,
    status: isSubscriptionStatus(status) ? status : undefined,
    type: isSubscriptionType(type) ? type : undefined,
  };
}

/** The filters of /dhtz kept in the query string, so Back and a shared link keep them. */
export function useAlertParams() {
  const [params, setParams] = useSearchParams();
  const current = parseAlertParams(params);
  const go = (next: {
    page?: number;
    status?: SubscriptionStatus | 'all';
    type?: SubscriptionType | 'all';
  }) => {
    const pick = <T>(value: T | 'all' | undefined, now: T | undefined) =>
      value === undefined ? now : value === 'all' ? undefined : value;
    const filtersChanged = next.status !== undefined || next.type !== undefined;
    setParams(
      alertSearch({
        status: pick(next.status, current.status),
        type: pick(next.type, current.type),
        page: next.page ?? (filtersChanged ? 1 : current.page),
      }),
    );
  };
  return { ...current, go };
}
