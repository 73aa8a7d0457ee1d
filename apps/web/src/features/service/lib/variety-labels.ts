import { isVarietyStatus, type VarietyStatus } from '@yaocai/domain';
import { useSearchParams } from 'react-router';

export const VARIETY_STATUS_COLORS: Record<VarietyStatus, string> = {
  pending: 'orange',
  purchasing: 'blue',
  listed: 'green',
  unavailable: 'default',
};

export interface VarietyParams {
  page: number;
  status?: VarietyStatus;
}

/** The query string of a tab and page: '', '?status=listed', '?status=listed&page=2'. */
export function varietySearch({ page, status }: VarietyParams): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The status tab and page of /pzqg, kept in the query string so Back and a shared link keep them. */
export function useVarietyParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const raw = params.get('status');
  const status = isVarietyStatus(raw) ? raw : undefined;
  const go = (next: { page?: number; status?: VarietyStatus | 'all' }) => {
    const nextStatus = next.status === undefined ? status : next.status === 'all' ? undefined : next.status;
    setParams(
      varietySearch({ status: nextStatus, page: next.page ?? (next.status !== undefined ? 1 : page) }),
    );
  };
  return { page, status, go };
}
