import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Image, Toast } from 'antd-mobile';
import { orderReceipt, type OrderDetailAnswer } from '@yaocai/contract';
import { call } from '../lib/http';
import { CameraButton } from './camera-photo';

/**
 * 含麻 order's signed receipt: the phone's camera takes its picture (the PC receipts page's API,
 * POST /api/order/{id}/receipt), shown with its review state; shown only for orders that carry one.
 */
export function ReceiptSection({
  order,
  canUpload,
}: {
  order: Pick<OrderDetailAnswer, 'id' | 'receipt' | 'receipt_status_name'>;
  canUpload: boolean;
}) {
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (image: string) => call(orderReceipt, { id: order.id, image }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: '回执已上传，等待审核' });
      void client.invalidateQueries({ queryKey: ['order', order.id] });
    },
  });
  const r = order.receipt;
  if (!r || r.status === 'none' || r.status === '') return null;
  return (
    <div className="section" data-testid="m-order-receipt">
      <div className="section-title">
        <span>含麻药品回执</span>
        <span data-testid="m-receipt-status">{order.receipt_status_name}</span>
      </div>
      {r.status === 'rejected' && r.note ? <div className="progress-note">驳回原因：{r.note}</div> : null}
      {r.image ? <Image src={r.image} width={96} height={96} fit="cover" alt="回执图片" /> : null}
      {canUpload ? (
        <CameraButton
          text={upload.isPending ? '上传中…' : r.image ? '重新拍照上传' : '拍照上传回执'}
          disabled={upload.isPending}
          testId="m-receipt-input"
          onPhoto={(image) => upload.mutate(image)}
        />
      ) : null}
    </div>
  );
}
