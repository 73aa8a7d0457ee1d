import type { ApprovalOrder } from '@yaocai/contract';
import { groupedYuan, parseYuan } from '@yaocai/domain';
import { Button, Popconfirm, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { formatTime } from '@yaocai/web-kit/format';

const money = (v: string) => `¥${groupedYuan(parseYuan(v) ?? 0)}`;

interface Props {
  order: ApprovalOrder;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}

/** One store order waiting for the headquarters: store, lines, amounts, the store's rules, 通过/驳回. */
export function ApprovalCard({ order, busy, onApprove, onReject }: Props) {
  const hoursLeft = Math.max(0, dayjs(order.expires_at).diff(dayjs(), 'hour'));
  return (
    <article className="ap-card" data-testid="approval-card" data-order-no={order.order_no}>
      <header className="ap-card__head">
        <span className="ap-card__store">{order.store.company}</span>
        <span className="wx-muted">门店账号：{order.store.username}</span>
        <span>
          订单号：<b data-testid="approval-order-no">{order.order_no}</b>
        </span>
        <span className="wx-muted">提交于 {formatTime(order.created_at)}</span>
        <Tag color={hoursLeft < 12 ? 'red' : 'purple'} className="ap-card__deadline">
          {hoursLeft > 0 ? `剩余约${hoursLeft}小时` : '即将自动取消'}
        </Tag>
      </header>
      <Table
        size="small"
        rowKey={(l) => `${l.goods_id}-${l.is_gift}-${l.price}`}
        pagination={false}
        dataSource={order.lines}
        columns={[
          {
            title: '商品',
            dataIndex: 'goods_name',
            render: (v: string, l) => (
              <>
                {l.is_gift === 1 && <Tag color="orange">赠品</Tag>}
                {v}
                <div className="wx-muted">
                  {l.spec} ｜ {l.manufacturer}
                </div>
              </>
            ),
          },
          { title: '单价', dataIndex: 'price', width: 100, align: 'right', render: (v: string) => `¥${v}` },
          {
            title: '数量',
            dataIndex: 'quantity',
            width: 90,
            align: 'right',
            render: (v: number, l) => `${v}${l.unit}`,
          },
          { title: '小计', dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => `¥${v}` },
        ]}
      />
      <footer className="ap-card__foot">
        <div className="ap-card__info">
          <div>
            收货：{order.consignee}，{order.address}
          </div>
          {order.remark && <div>备注：{order.remark}</div>}
          <div className="wx-muted">
            门店规则：{order.approval_over === null ? '无需审批' : `超过${money(order.approval_over)}需审批`}
            ；
            {order.monthly_limit === null
              ? '月度额度不限'
              : `月度额度${money(order.monthly_limit)}，本月已下单${money(order.month_spent)}（含本单）`}
          </div>
        </div>
        <div className="ap-card__amount">
          共{order.total_number}件，应付
          <b className="text-red" data-testid="approval-amount">
            ¥{order.payable_amount}
          </b>
        </div>
        <div className="ap-card__ops">
          <Button danger disabled={busy} onClick={onReject} data-testid="approval-reject">
            驳回
          </Button>
          <Popconfirm
            title="通过该订单？"
            description="通过后门店需在30分钟内完成支付"
            okText="通过"
            cancelText="取消"
            onConfirm={onApprove}
          >
            <Button type="primary" loading={busy} data-testid="approval-approve">
              通过
            </Button>
          </Popconfirm>
        </div>
      </footer>
    </article>
  );
}
