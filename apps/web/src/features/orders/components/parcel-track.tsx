import { Empty, Tag, Timeline } from 'antd';
import { formatTimeWithSeconds } from '@yaocai/web-kit/format';
import type { ParcelView } from '../api/types';

const PURPOSE_LABELS: Record<string, string> = {
  order: '订单包裹',
  return: '退回包裹',
  replacement: '换货包裹',
};

/** One parcel: the carrier's name and number, its state, and the carrier's steps newest first. */
export function ParcelTrack({ parcel, showPurpose = false }: { parcel: ParcelView; showPurpose?: boolean }) {
  return (
    <div className="parcel-track" data-testid="parcel-track">
      <div className="parcel-track__head">
        {showPurpose && <Tag>{PURPOSE_LABELS[parcel.purpose] ?? parcel.purpose}</Tag>}
        <b data-testid="parcel-carrier">{parcel.carrier}</b>
        <span>
          运单号 <span data-testid="parcel-number">{parcel.number}</span>
        </span>
        <Tag color={parcel.signed_at ? 'green' : 'blue'} data-testid="parcel-state">
          {parcel.state_name}
        </Tag>
      </div>
      {parcel.steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="包裹已交付物流公司，暂无物流轨迹" />
      ) : (
        <Timeline
          className="order-timeline"
          data-testid="parcel-steps"
          items={parcel.steps.map((s, i) => ({
            color: i === 0 ? 'red' : 'gray',
            content: (
              <div data-testid="parcel-step">
                <div>
                  {s.state_name && <b className="parcel-track__state">{s.state_name}</b>}
                  {s.text}
                </div>
                <div className="cell-grey">
                  {formatTimeWithSeconds(s.time)}
                  {s.place && ` · ${s.place}`}
                </div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
