import { useSearchParams } from 'react-router';

export interface MessageParams {
  page: number;
  /** The 未读 tab. */
  unread: boolean;
}

/** The query string of a tab and page: '', '?unread=1', '?unread=1&page=2'. */
export function messageSearch({ page, unread }: MessageParams): string {
  const search = new URLSearchParams();
  if (unread) search.set('unread', '1');
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The tab and page of 我的消息, kept in the query string so Back and a shared link keep them. */
export function useMessageParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const unread = params.get('unread') === '1';
  /** Another tab starts at its first page. */
  const go = (next: Partial<MessageParams>) => {
    const tabChanged = next.unread !== undefined && next.unread !== unread;
    setParams(messageSearch({ unread: next.unread ?? unread, page: next.page ?? (tabChanged ? 1 : page) }));
  };
  return { page, unread, go };
}
