import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { DownloadOutlined, ScanOutlined } from '@ant-design/icons';
import type { TraceLineView } from '@yaocai/contract';
import { formatTimeWithSeconds } from '@yaocai/web-kit/format';
import { receiptsExportUrl, traceCodesUrl, useOrderTrace } from '../api/trace';
import { ReceivingModal } from './receiving-modal';

/**
 * 药品追溯码 of a shipped order: per line its codes (which are received), the downloads, 扫码验收 and
 * the 验收记录 so far.
 */
export function TraceCodesSection({ orderId, status }: { orderId: number; status: string }) {
  const shipped = status === 'shipped' || status === 'completed';
  const { data } = useOrderTrace(orderId, shipped);
  const [receiving, setReceiving] = useState(false);
  if (!shipped || !data) return null;
  const coded = data.lines.some((l) => l.trace_required === 1);
  return (
    <section className="uc-section" id="trace" data-testid="order-trace">
      <h2>
        药品追溯码
        <Space className="order-trace__tools">
          {coded && (
            <>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                href={traceCodesUrl(orderId, 'xlsx')}
                data-testid="trace-download"
              >
                下载追溯码
              </Button>
              <Button size="small" href={traceCodesUrl(orderId, 'csv')} data-testid="trace-download-csv">
                CSV
              </Button>
              <Button
                size="small"
                type="primary"
                icon={<ScanOutlined />}
                onClick={() => setReceiving(true)}
                data-testid="trace-receive"
              >
                扫码验收
              </Button>
            </>
          )}
        </Space>
      </h2>
      <Table<TraceLineView>
        size="small"
        rowKey="order_line_id"
        pagination={false}
        dataSource={data.lines}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, l) => (
              <>
                <div>{l.goods_name}</div>
                <div className="cell-grey">
                  {l.spec} · {l.approval_number}
                </div>
              </>
            ),
          },
          { title: '批号', dataIndex: 'batch_no', width: 110 },
          { title: '有效期至', dataIndex: 'expires_on', width: 100 },
          {
            title: '追溯码',
            key: 'codes',
            render: (_, l) =>
              l.trace_required !== 1 ? (
                <Tag>无码</Tag>
              ) : (
                <div className="order-trace__codes" data-testid="trace-line-codes">
                  {l.codes.map((c) => (
                    <Tag
                      key={c.code}
                      color={c.received_at ? 'success' : undefined}
                      title={c.received_at ? '已验收' : '未验收'}
                    >
                      {c.code}
                    </Tag>
                  ))}
                </div>
              ),
          },
          {
            title: '已验收',
            key: 'received',
            width: 80,
            render: (_, l) =>
              l.trace_required === 1
                ? `${l.codes.filter((c) => c.received_at).length}/${l.codes.length}`
                : '—',
          },
        ]}
      />
      {data.receipts.length > 0 && (
        <div className="order-trace__receipts" data-testid="trace-receipts">
          <b>验收记录</b>
          {data.receipts.map((r) => (
            <span key={r.id}>
              {formatTimeWithSeconds(r.created_at)} {r.received_by} 验收追溯码 {r.codes} 个
              {r.note ? `（${r.note}）` : ''}
            </span>
          ))}
          <a href={receiptsExportUrl(orderId)} data-testid="trace-receipts-export">
            导出验收记录
          </a>
        </div>
      )}
      <ReceivingModal orderId={orderId} open={receiving} onClose={() => setReceiving(false)} />
    </section>
  );
}
