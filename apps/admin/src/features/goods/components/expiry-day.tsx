import { Tag } from 'antd';
import { todayInShanghai } from '@yaocai/web-kit/format';
import { expiryState } from '../lib/goods-labels';

/** A 有效期至 day, flagged when the batch has expired or has less than six months left. */
export function ExpiryDay({ day, today = todayInShanghai() }: { day: string; today?: string }) {
  const state = expiryState(day, today);
  if (state === 'none') return <span className="muted">—</span>;
  if (state === 'ok') return <span className="nowrap">{day}</span>;
  return (
    <div className="nowrap" data-testid="expiry-warning">
      <div style={{ color: state === 'expired' ? '#cf1322' : '#d46b08' }}>{day}</div>
      <Tag color={state === 'expired' ? 'red' : 'orange'} className="tag-small">
        {state === 'expired' ? '已过期' : '近效期'}
      </Tag>
    </div>
  );
}
