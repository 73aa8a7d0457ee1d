import { Progress, Tag, Typography, type TableColumnsType } from 'antd';
import { editColumn, OnOffSwitch } from './on-off-columns';
import type { CouponTemplateView } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable } from '../../../components/list-kit/crud-table';
import { couponText } from '../lib/coupon-template-form';
import { StateTag } from './state-tag';

function validityText(t: CouponTemplateView) {
  if (t.validity === 'days') return `领取后${t.valid_days}天内有效`;
  return `${formatTime(t.valid_from)} 至 ${formatTime(t.valid_to)}`;
}

function columns(
  mayUpdate: boolean,
  onEdit: (t: CouponTemplateView) => void,
  onSwitch: (t: CouponTemplateView, on: boolean) => void,
  switching: number | null,
): TableColumnsType<CouponTemplateView> {
  const list: TableColumnsType<CouponTemplateView> = [
    {
      title: '优惠券',
      key: 'name',
      render: (_, t) => (
        <div>
          <Typography.Text strong>{t.name}</Typography.Text>{' '}
          <Tag color="red" className="tag-small">
            {couponText(t)}
          </Tag>
          <div className="muted goods-meta">
            {t.goods.length > 0
              ? `指定商品：${t.goods
                  .slice(0, 3)
                  .map((g) => g.name)
                  .join('、')}${t.goods.length > 3 ? ` 等${t.goods.length}个` : ''}`
              : '全场通用'}
          </div>
        </div>
      ),
    },
    {
      title: '领取时间',
      key: 'claim',
      width: 170,
      render: (_, t) => (
        <div className="nowrap">
          <div>{formatTime(t.claim_starts_at)}</div>
          <div className="muted">至 {formatTime(t.claim_ends_at)}</div>
        </div>
      ),
    },
    { title: '有效期', key: 'validity', width: 170, render: (_, t) => validityText(t) },
    {
      title: '领取 / 总量',
      key: 'claimed',
      width: 200,
      render: (_, t) => (
        <div>
          <div>
            {t.claimed} / {t.total}
            <span className="muted">（已使用 {t.used}）</span>
          </div>
          <Progress
            percent={Math.floor((t.claimed * 100) / Math.max(1, t.total))}
            size="small"
            showInfo={false}
          />
        </div>
      ),
    },
    { title: '每人限领', dataIndex: 'limit_per_member', width: 90, render: (n: number) => `${n} 张` },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, t) => (
        <div className="nowrap">
          <StateTag state={t.state} name={t.state_name} />
          <OnOffSwitch
            on={t.is_on === 1}
            mayUpdate={mayUpdate}
            loading={switching === t.id}
            labels={['上架', '下架']}
            onChange={(on) => onSwitch(t, on)}
            testId="ct-switch"
          />
        </div>
      ),
    },
  ];
  if (mayUpdate) list.push(editColumn(onEdit, 'ct-edit'));
  return list;
}

export function CouponTemplateTable({
  templates,
  loading,
  mayUpdate,
  switching,
  onEdit,
  onSwitch,
}: {
  templates?: CouponTemplateView[];
  loading: boolean;
  mayUpdate: boolean;
  switching: number | null;
  onEdit: (t: CouponTemplateView) => void;
  onSwitch: (t: CouponTemplateView, on: boolean) => void;
}) {
  return (
    <CrudTable<CouponTemplateView>
      rows={templates}
      columns={columns(mayUpdate, onEdit, onSwitch, switching)}
      loading={loading}
      scrollX={1080}
      emptyText={'暂无领券中心优惠券'}
      testIdOf={(t) => `ct-row-${t.id}`}
    />
  );
}
