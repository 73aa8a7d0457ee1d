import { Alert, App, Button, Image, Space } from 'antd';
import type { OperatorOrderDetail } from '@yaocai/contract';
import { ReasonModal } from '../../../components/reason-modal';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { useCheckReceipt } from '../api/check-receipt';

/**
 * 回执通过 / 驳回 for a 含特殊药品 order whose signed receipt waits for a check. A rejected receipt goes
 * back to the buyer with the note, to be uploaded again.
 */
export function ReceiptCheck({ order }: { order: OperatorOrderDetail }) {
  const check = useCheckReceipt();
  const { message } = App.useApp();
  const rejecting = useDialog<true>();
  const passing = check.isPending && check.variables.input.pass === 1;

  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="会员已上传含特殊药品购进回执，请核对回执的签字、盖章与订单商品是否一致"
        description={
          order.receipt_image ? (
            <Image src={order.receipt_image} width={240} alt="购进回执" data-testid="receipt-image" />
          ) : (
            '会员未附回执图片'
          )
        }
        data-testid="receipt-check"
        action={
          <Space>
            <Button
              type="primary"
              size="small"
              loading={passing}
              disabled={check.isPending && !passing}
              onClick={() =>
                check.mutate(
                  { orderId: order.id, input: { pass: 1 } },
                  { onSuccess: () => void message.success(`订单 ${order.order_no} 的回执已审核通过`) },
                )
              }
              data-testid="receipt-pass"
            >
              回执通过
            </Button>
            <Button
              danger
              size="small"
              disabled={check.isPending}
              onClick={() => rejecting.open(true)}
              data-testid="receipt-reject"
            >
              驳回
            </Button>
          </Space>
        }
      />
      <ReasonModal
        open={rejecting.target !== null}
        title={`驳回回执 ${order.order_no}`}
        label="驳回原因"
        placeholder="例如：回执未加盖公章，请重新上传，会员可以看到"
        okText="确认驳回"
        testId="receipt-reject"
        {...rejecting.submitsTo(
          check,
          (note: string) => ({ orderId: order.id, input: { pass: 0 as const, note } }),
          '回执已驳回，会员需重新上传',
        )}
      />
    </>
  );
}
