import { Progress, Tag, Typography, type TableColumnsType } from 'antd';
import { editColumn } from './on-off-columns';
import type { CouponTemplateView } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import { couponText } from '../lib/coupon-template-form';
import { switchableStateColumn, type SwitchRows, timeRangeColumn } from './promotion-columns';

function validityText(t: CouponTemplateView) {
  if (t.validity === 'days') return `领取后${t.valid_days}天内有效`;
  return `${formatTime(t.valid_from)} 至 ${formatTime(t.valid_to)}`;
}

function columns({
  mayUpdate,
  onEdit,
  onSwitch,
  switching,
}: SwitchRows<CouponTemplateView>): TableColumnsType<CouponTemplateView> {
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
    timeRangeColumn<CouponTemplateView>((t) => [t.claim_starts_at, t.claim_ends_at], {
      title: '领取时间',
      key: 'claim',
    }),
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
    switchableStateColumn<CouponTemplateView>({
      mayUpdate,
      switching,
      onSwitch,
      labels: ['上架', '下架'],
      testId: 'ct-switch',
    }),
  ];
  if (mayUpdate) list.push(editColumn(onEdit, 'ct-edit'));
  return list;
}

/** The rows with their state switch and, for roles that may update, 编辑. */
export const CouponTemplateTable = tableOf(columns, tableLook('ct-row', 1080, '暂无领券中心优惠券'));
