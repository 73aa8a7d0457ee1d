import { Button, Card, Empty, Space, Tag, Timeline, Typography } from 'antd';
import type { ParcelView } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { useResubscribeParcel } from '../api/resubscribe-parcel';

const SUBSCRIPTION_COLORS: Record<string, string> = {
  pending: 'processing',
  subscribed: 'success',
  failed: 'error',
  unsupported: 'warning',
};
const PURPOSE_LABELS: Record<string, string> = {
  order: '订单包裹',
  return: '退回包裹',
  replacement: '换货包裹',
};

function Parcel({ parcel, mayRetry }: { parcel: ParcelView; mayRetry: boolean }) {
  const retry = useResubscribeParcel();
  return (
    <div className="order-parcel" data-testid="order-parcel">
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag>{PURPOSE_LABELS[parcel.purpose] ?? parcel.purpose}</Tag>
        <b>{parcel.carrier}</b>
        <span>运单号 {parcel.number}</span>
        <Tag color={parcel.signed_at ? 'green' : 'blue'}>{parcel.state_name}</Tag>
        <Tag color={SUBSCRIPTION_COLORS[parcel.subscription] ?? 'default'}>
          物流推送：{parcel.subscription_name}
        </Tag>
        {parcel.signed_at && (
          <Typography.Text type="secondary">签收于 {formatTime(parcel.signed_at)}</Typography.Text>
        )}
        {mayRetry && parcel.subscription === 'failed' && (
          <Button size="small" loading={retry.isPending} onClick={() => retry.mutate(parcel.id)}>
            重新订阅
          </Button>
        )}
      </Space>
      {parcel.steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流轨迹" />
      ) : (
        <Timeline
          items={parcel.steps.map((step, index) => ({
            key: `${step.time}-${index}`,
            color: index === 0 ? 'red' : 'gray',
            content: (
              <div>
                <div>{step.text}</div>
                <div className="muted">
                  {formatTime(step.time)}
                  {step.place && ` · ${step.place}`}
                  {step.state_name && ` · ${step.state_name}`}
                </div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}

/** The order's parcels with the carrier's steps (newest first), as 快递100 or the sandbox pushed them. */
export function OrderParcels({ parcels, mayRetry }: { parcels: ParcelView[]; mayRetry: boolean }) {
  if (parcels.length === 0) return null;
  return (
    <Card size="small" title="物流跟踪" data-testid="order-parcels">
      {parcels.map((parcel) => (
        <Parcel key={parcel.id} parcel={parcel} mayRetry={mayRetry} />
      ))}
    </Card>
  );
}
