import { Button, Tooltip } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { documentsPackName } from '@yaocai/contract';
import type { OrderSummary } from '../api/types';

/** GET /api/order/{id}/documents: the 首营资料 ZIP, streamed by the API straight to the download. */
export const orderDocumentsUrl = (id: number) => `/api/order/${id}/documents`;

/** The pack exists once the goods have left the warehouse. */
export const hasDocumentsPack = (order: Pick<OrderSummary, 'status'>) =>
  order.status === 'shipped' || order.status === 'completed';

const HINT = '营业执照、药品经营许可证、GSP证书、质量保证协议、销售人员授权书，及本单各批次药检报告';

/** 下载首营资料 for a shipped order: a button on the detail page, a text link in the order list. */
export function DocumentsPackLink({
  order,
  variant = 'link',
}: {
  order: Pick<OrderSummary, 'id' | 'order_no' | 'status'>;
  variant?: 'link' | 'button';
}) {
  if (!hasDocumentsPack(order)) return null;
  const href = orderDocumentsUrl(order.id);
  const name = documentsPackName(order.order_no);
  return (
    <Tooltip title={HINT}>
      {variant === 'button' ? (
        <Button href={href} download={name} icon={<FileZipOutlined />} data-testid="order-documents">
          下载首营资料
        </Button>
      ) : (
        <a href={href} download={name} className="order-card__documents" data-testid="order-documents">
          <FileZipOutlined /> 首营资料
        </a>
      )}
    </Tooltip>
  );
}
