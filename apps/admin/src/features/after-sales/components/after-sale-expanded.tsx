import { Col, Descriptions, Empty, Image, Row, Table, Tag, Typography } from 'antd';
import type { OperatorAfterSale } from '@yaocai/contract';
import { OrderParcels } from '../../orders/components/order-parcels';

type Line = OperatorAfterSale['lines'][number];

/** The expanded row: which goods (with batch), the buyer's photos and words, a refusal's reason. */
export function AfterSaleExpanded({ sale }: { sale: OperatorAfterSale }) {
  /** 收到退货 done: a named code not received back is missing. */
  const received = !['applied', 'approved'].includes(sale.status);
  return (
    <Row gutter={24} className="after-sale-expanded" data-testid="after-sale-expanded">
      <Col xs={24} xl={14}>
        <Table<Line>
          size="small"
          rowKey="order_line_id"
          pagination={false}
          bordered
          dataSource={sale.lines}
          columns={[
            { title: '商品', dataIndex: 'goods_name' },
            { title: '规格', dataIndex: 'spec', width: 140 },
            { title: '批号', dataIndex: 'batch_no', width: 120, render: (v: string) => v || '—' },
            {
              title: '数量',
              key: 'quantity',
              width: 80,
              align: 'right',
              render: (_, line) => `${line.quantity}${line.unit}`,
            },
          ]}
        />
        {sale.lines.some((l) => l.trace_codes.length > 0) && (
          <div className="pack-codes" style={{ marginTop: 8 }} data-testid="after-sale-trace-codes">
            <div className="muted">退回追溯码（收到退货时扫码核对）：</div>
            {sale.lines
              .filter((l) => l.trace_codes.length > 0)
              .map((l) => (
                <div key={l.order_line_id} style={{ marginTop: 4 }}>
                  <span className="muted">
                    {l.goods_name}（批号 {l.batch_no}）{l.trace_codes.length}个：
                  </span>
                  {l.trace_codes.map((c) => (
                    <Tag key={c.code} color={c.received ? 'success' : received ? 'error' : undefined}>
                      {c.code}
                      {c.received ? ' 已收回' : received ? ' 未收回' : ''}
                    </Tag>
                  ))}
                </div>
              ))}
          </div>
        )}
      </Col>
      <Col xs={24} xl={10}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'reason', label: '申请原因', children: sale.reason || '—' },
            ...(sale.refuse_reason
              ? [
                  {
                    key: 'refuse',
                    label: '拒绝原因',
                    children: <Typography.Text type="danger">{sale.refuse_reason}</Typography.Text>,
                  },
                ]
              : []),
          ]}
        />
        <div className="muted" style={{ margin: '4px 0 8px' }}>
          凭证照片（{sale.photos.length}）
        </div>
        {sale.photos.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="会员未上传照片" style={{ margin: 0 }} />
        ) : (
          <Image.PreviewGroup>
            <div className="photo-row">
              {sale.photos.map((photo, index) => (
                <Image key={photo} src={photo} width={88} height={88} alt={`凭证${index + 1}`} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </Col>
      {sale.replacements.length > 0 && (
        <Col span={24} style={{ marginTop: 12 }}>
          <Table
            size="small"
            bordered
            pagination={false}
            data-testid="after-sale-replacements"
            rowKey={(r) => `${r.after_sale_line_id}-${r.batch_no}`}
            dataSource={sale.replacements}
            title={() => '换货出库（按效期先出）'}
            columns={[
              { title: '商品', key: 'goods', render: (_, r) => `${r.goods_name} ${r.spec}` },
              { title: '批号', dataIndex: 'batch_no', width: 140 },
              { title: '有效期至', dataIndex: 'expires_on', width: 120 },
              { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
            ]}
          />
        </Col>
      )}
      {sale.parcels.length > 0 && (
        <Col span={24} style={{ marginTop: 12 }}>
          <OrderParcels parcels={sale.parcels} mayRetry={false} />
        </Col>
      )}
    </Row>
  );
}
