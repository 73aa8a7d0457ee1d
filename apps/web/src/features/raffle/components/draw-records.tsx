import { Empty, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DrawRecord } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { useDrawRecords } from '../api/raffle';
import { formatTime } from '@yaocai/web-kit/format';

/** Where a won prize can be seen in the member's wallet. */
export function prizeLink(kind: DrawRecord['kind']): { to: string; label: string } | null {
  switch (kind) {
    case 'points':
      return { to: paths.points, label: '查看积分' };
    case 'coupon':
      return { to: paths.coupons, label: '查看优惠券' };
    case 'red_packet':
      return { to: paths.redPackets, label: '查看红包' };
    default:
      return null;
  }
}

/** 我的抽奖记录: every draw of the member, newest first. */
export function DrawRecords({ onNavigate }: { onNavigate: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useDrawRecords(page);
  if (isLoading) return <Spin className="raffle-records__loading" />;
  if (!data || data.total === 0)
    return <Empty className="raffle-records__empty" description="您还没有抽奖记录" />;
  return (
    <div className="raffle-records" data-testid="raffle-records">
      <table>
        <thead>
          <tr>
            <th>抽奖时间</th>
            <th>活动</th>
            <th>奖品</th>
            <th>发放情况</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((r) => {
            const link = prizeLink(r.kind);
            return (
              <tr key={r.id}>
                <td>{formatTime(r.created_at)}</td>
                <td>{r.draw_name}</td>
                <td>
                  {r.is_win ? <Tag color="red">{r.kind_name}</Tag> : null}
                  {r.name}
                </td>
                <td>
                  {r.destination || '—'}
                  {link && (
                    <Link to={link.to} onClick={onNavigate} className="raffle-records__link">
                      {link.label}
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.total > data.page_size && (
        <Pagination
          size="small"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
