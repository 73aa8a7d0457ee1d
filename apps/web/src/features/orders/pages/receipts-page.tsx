import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Image, Pagination, Table, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { ordersQueryKey, uploadReceipt, useReceipts } from '../api/orders';
import type { ReceiptOrder } from '../api/types';
import { UserCentreFrame } from '../components/user-centre-menu';
import { imageToDataUrl } from '@yaocai/web-kit/image';
import { formatTime } from '@yaocai/web-kit/format';

const STATUS_COLORS: Record<string, string> = {
  required: 'orange',
  pending: 'blue',
  checked: 'green',
  rejected: 'red',
  none: 'default',
};

const canUpload = (o: ReceiptOrder) =>
  o.status !== 'unpaid' &&
  o.status !== 'pending_approval' &&
  o.status !== 'cancelled' &&
  ['required', 'rejected', 'pending'].includes(o.receipt_status);

function UploadReceipt({ order }: { order: ReceiptOrder }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/png,image/jpeg,image/webp"
      showUploadList={false}
      beforeUpload={async (file) => {
        setBusy(true);
        try {
          await uploadReceipt(order.id, await imageToDataUrl(file));
          void message.success('回执已上传，等待审核');
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
        } catch (e) {
          if (!(e instanceof ApiError)) void message.error('图片读取失败，请换一张图片');
        } finally {
          setBusy(false);
        }
        return false;
      }}
    >
      <Button
        size="small"
        type={order.receipt_status === 'pending' ? 'default' : 'primary'}
        icon={<UploadOutlined />}
        loading={busy}
        data-testid="receipt-upload"
      >
        {order.receipt_status === 'pending' ? '重新上传' : '上传回执'}
      </Button>
    </Upload>
  );
}

/** 含麻订单回执 (/hmdd): orders with special medicine and their signed receipts. */
export function ReceiptsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, isLoading } = useReceipts(page);

  return (
    <UserCentreFrame testId="receipts-page">
      <div className="uc-head">
        <h1>含麻订单回执</h1>
      </div>
      <Alert
        type="info"
        showIcon
        className="uc-alert"
        title="含特殊药品复方制剂（含麻黄碱类）订单需在收货后上传加盖公章的签字回执，审核通过前将限制此类商品的再次采购。"
      />
      <Table<ReceiptOrder>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无含特殊药品的订单" /> }}
        columns={[
          {
            title: '订单',
            key: 'order',
            render: (_, o) => (
              <>
                <Link to={paths.orderInfo(o.id)}>{o.order_no}</Link>
                <div className="cell-grey">{formatTime(o.created_at)}</div>
              </>
            ),
          },
          {
            title: '含特殊药品',
            key: 'goods',
            render: (_, o) =>
              o.lines
                .filter((l) => l.is_gift === 0)
                .map((l) => (
                  <div key={l.id}>
                    {l.goods_name} × {l.quantity}
                    {l.unit} <span className="cell-grey">批号 {l.batch_no}</span>
                  </div>
                )),
          },
          { title: '订单状态', dataIndex: 'status_name', width: 90 },
          { title: '金额', key: 'amount', width: 100, render: (_, o) => `¥${o.payable_amount}` },
          {
            title: '回执',
            key: 'receipt',
            width: 200,
            render: (_, o) => (
              <div className="receipt-cell">
                <Tag color={STATUS_COLORS[o.receipt_status]} data-testid="receipt-status">
                  {o.receipt_status_name}
                </Tag>
                {o.receipt_image && <Image src={o.receipt_image} width={48} height={48} />}
                {o.receipt_status === 'rejected' && o.receipt_note && (
                  <div className="text-red">驳回原因：{o.receipt_note}</div>
                )}
              </div>
            ),
          },
          {
            title: '操作',
            key: 'ops',
            width: 120,
            render: (_, o) =>
              canUpload(o) ? (
                <UploadReceipt order={o} />
              ) : o.status === 'unpaid' || o.status === 'pending_approval' ? (
                <span className="cell-grey">支付后上传</span>
              ) : null,
          },
        ]}
      />
      {data && data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      )}
    </UserCentreFrame>
  );
}

export default ReceiptsPage;
