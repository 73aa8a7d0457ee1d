import { AuditOutlined } from '@ant-design/icons';
import type { ApprovalOrder } from '@yaocai/contract';
import { parseYuan, formatYuan } from '@yaocai/domain';
import { App, Empty, Form, Input, Modal, Result, Skeleton, type ButtonProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useProfile } from '../../account/api/profile';
import { useApprovalList, useApproveOrder, useRejectOrder } from '../api/approvals';
import { ApprovalCard } from '../components/approval-card';
import { UserCentreFrame } from '../components/user-centre-menu';

/** 驳回: the reason is required and goes to the store with the cancellation. */
function RejectModal({ order, onClose }: { order: ApprovalOrder | null; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectOrder();
  const submit = async () => {
    // The form shows its own rule; the server's refusal is shown by http.ts.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await reject.mutateAsync({ id: order!.id, reason: values.reason });
    } catch (e) {
      if (e instanceof ApiError) return;
      throw e;
    }
    message.success('已驳回，订单已取消并通知门店');
    onClose();
  };
  return (
    <Modal
      open={order !== null}
      title={order ? `驳回订单 ${order.order_no}` : '驳回订单'}
      okText="确认驳回"
      okButtonProps={{ danger: true, 'data-testid': 'reject-confirm' } as ButtonProps}
      cancelText="取消"
      confirmLoading={reject.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <p className="wx-muted">
        驳回后订单取消，锁定的库存、优惠券与红包退回门店，驳回原因将通过站内消息告知门店。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          label="驳回原因"
          name="reason"
          rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={80}
            showCount
            placeholder="如：本月预算已用完，请下月再采购"
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 采购审批 (/ddsp): a chain headquarters' stores' orders above their approval amount, oldest first. */
export function ApprovalsPage() {
  const { message } = App.useApp();
  const { data: profile } = useProfile();
  const isChain = profile?.is_chain === 1;
  const { data, isLoading } = useApprovalList(isChain);
  const approve = useApproveOrder();
  const [rejecting, setRejecting] = useState<ApprovalOrder | null>(null);
  const list = data?.list ?? [];
  const total = list.reduce((sum, o) => sum + (parseYuan(o.payable_amount) ?? 0), 0);

  const doApprove = async (order: ApprovalOrder) => {
    try {
      await approve.mutateAsync(order.id);
    } catch (e) {
      if (e instanceof ApiError) return;
      throw e;
    }
    message.success(`订单 ${order.order_no} 已通过，已通知门店支付`);
  };

  return (
    <UserCentreFrame testId="approvals-page">
      <div className="uc-head">
        <h1>采购审批</h1>
        {isChain && (
          <div className="uc-head__tools">
            <Link to={paths.stores}>设置门店采购额度</Link>
          </div>
        )}
      </div>
      {profile && !isChain ? (
        <Result
          icon={<AuditOutlined style={{ color: '#e4393c' }} />}
          title="采购审批仅对连锁总部开放"
          subTitle="连锁总部可在“多门店管理”中为门店设置月度采购额度和需审批金额，门店超出金额的订单在此审批。"
          data-testid="approvals-not-chain"
        />
      ) : isLoading || !profile ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <div className="st-cards">
            <div className="st-card">
              <span>待审批订单</span>
              <b className="is-warn" data-testid="approval-count">
                {list.length}
              </b>
            </div>
            <div className="st-card">
              <span>待审批金额（元）</span>
              <b className="st-price">{formatYuan(total)}</b>
            </div>
            <div className="st-card">
              <span>审批时限</span>
              <b>72小时</b>
            </div>
          </div>
          {list.length === 0 ? (
            <Empty description="暂无待审批的门店订单" className="ap-empty" />
          ) : (
            list.map((order) => (
              <ApprovalCard
                key={order.id}
                order={order}
                busy={approve.isPending && approve.variables === order.id}
                onApprove={() => void doApprove(order)}
                onReject={() => setRejecting(order)}
              />
            ))
          )}
          <p className="wx-muted st-note">
            门店单笔订单超过您设定的审批金额时进入此列表，库存已为门店锁定；通过后门店需在30分钟内支付，72小时未审批的订单系统自动取消。
          </p>
        </>
      )}
      <RejectModal order={rejecting} onClose={() => setRejecting(null)} />
    </UserCentreFrame>
  );
}

export default ApprovalsPage;
