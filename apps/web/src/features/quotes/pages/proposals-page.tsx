import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '@yaocai/web-kit/format';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  InputNumber,
  Modal,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import { PROPOSAL_STATUS_LABELS } from '@yaocai/contract';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { acceptProposal, declineProposal, quotesKey, useMyProposals, type ProposalItem } from '../api/quotes';

type Line = ProposalItem['lines'][number];

/** One prepared order: its lines with editable quantities, 确认下单 and 拒绝. */
function ProposalCard({ proposal }: { proposal: ProposalItem }) {
  const open = proposal.status === 'open';
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const numberOf = (l: Line) => numbers[l.goods_id] ?? l.number;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      void queryClient.invalidateQueries({ queryKey: quotesKey });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const accept = () =>
    run(async () => {
      const lines = proposal.lines
        .map((l) => ({ goods_id: l.goods_id, number: numberOf(l) }))
        .filter((l) => l.number > 0);
      const order = await acceptProposal(proposal.id, lines);
      void message.success(`已下单：${order.order_no}`);
      void navigate(paths.cartStep3(order.order_id));
    });
  const decline = () =>
    run(async () => {
      await declineProposal(proposal.id, reason);
      setDeclining(false);
      void message.success('已拒绝该代购订单');
    });

  return (
    <Card
      size="small"
      data-testid="proposal-card"
      title={
        <Space>
          代购订单 #{proposal.id}
          <Tag color={open ? 'gold' : proposal.status === 'accepted' ? 'green' : 'default'}>
            {PROPOSAL_STATUS_LABELS[proposal.status]}
          </Tag>
        </Space>
      }
      extra={
        open && (
          <Space>
            <Button onClick={() => setDeclining(true)} disabled={busy} data-testid="proposal-decline">
              拒绝
            </Button>
            <Button type="primary" loading={busy} onClick={() => void accept()} data-testid="proposal-accept">
              确认下单
            </Button>
          </Space>
        )
      }
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="业务员">{proposal.staff_name}</Descriptions.Item>
        <Descriptions.Item label="有效期至">{proposal.valid_until}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatTime(proposal.created_at)}</Descriptions.Item>
        <Descriptions.Item label="备注" span={3}>
          {proposal.remark || '—'}
        </Descriptions.Item>
        {proposal.decline_reason && (
          <Descriptions.Item label="拒绝原因" span={3}>
            {proposal.decline_reason}
          </Descriptions.Item>
        )}
        {proposal.order_id && (
          <Descriptions.Item label="订单" span={3}>
            <Link to={paths.orderInfo(proposal.order_id)}>{proposal.order_no}</Link>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<Line>
        rowKey="goods_id"
        size="small"
        pagination={false}
        dataSource={proposal.lines}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, l) => (
              <div>
                <Link to={paths.goodsInfo(l.goods_id)}>{l.goods_name}</Link>
                <div className="cell-grey">
                  {l.spec} {l.manufacturer}
                </div>
                {l.refusal && <Tag color="red">{l.refusal}</Tag>}
              </div>
            ),
          },
          { title: '单价', dataIndex: 'price', render: (v: string | null) => (v ? `¥${v}` : '—') },
          {
            title: '数量',
            key: 'number',
            render: (_, l) =>
              open ? (
                <InputNumber
                  min={0}
                  step={Math.max(1, l.middle_pack)}
                  precision={0}
                  value={numberOf(l)}
                  onChange={(v) => setNumbers((n) => ({ ...n, [l.goods_id]: Number(v ?? 0) }))}
                  addonAfter={l.unit}
                  data-testid="proposal-number"
                />
              ) : (
                `${l.number}${l.unit}`
              ),
          },
          { title: '小计', dataIndex: 'amount', render: (v: string | null) => (v ? `¥${v}` : '—') },
        ]}
      />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        合计（按建议数量）：<b className="price-red">¥{proposal.total}</b>
      </div>
      <Modal
        title="拒绝代购订单"
        open={declining}
        onCancel={() => setDeclining(false)}
        onOk={() => void decline()}
        okButtonProps={{ disabled: reason.trim() === '', loading: busy }}
        okText="拒绝"
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="请填写拒绝原因，业务员会收到"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="proposal-reason"
        />
      </Modal>
    </Card>
  );
}

/** 代购订单 (/dgdd): orders the account manager prepared; change quantities, confirm (→ pay) or decline. */
export function ProposalsPage() {
  const { data, isLoading } = useMyProposals();
  const list = data?.list ?? [];
  return (
    <UserCentreFrame testId="proposals-page">
      <div className="uc-head">
        <h1>代购订单</h1>
      </div>
      <p className="cell-grey">
        您的专属业务员为您准备的订单，可调整数量后确认下单，价格、库存按下单时计算；不需要可拒绝并说明原因。
      </p>
      {isLoading && <Spin />}
      {!isLoading && list.length === 0 && <Empty description="暂无代购订单" />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {list.map((p) => (
          <ProposalCard key={p.id} proposal={p} />
        ))}
      </Space>
    </UserCentreFrame>
  );
}
