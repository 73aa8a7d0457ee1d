import { Alert, Descriptions, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { PromotionPreviewAnswer } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import type { PreviewRequest } from '../lib/preview-form';
import { AmountsSummary, minusYuan } from '../../../components/amounts-summary';

type Line = PromotionPreviewAnswer['lines'][number] & { key: number; offer: boolean };

const columns: TableColumnsType<Line> = [
  {
    title: '商品',
    key: 'name',
    render: (_, line) => (
      <div>
        <Typography.Text strong>{line.name || `商品 #${line.goods_id}`}</Typography.Text>
        <span className="muted goods-meta"> 编号 {line.goods_id}</span>
        {line.offer && (
          <Tag color="volcano" className="tag-small" style={{ marginLeft: 6 }}>
            活动价
          </Tag>
        )}
        {line.refusal && (
          <div>
            <Typography.Text type="danger" data-testid="preview-refusal">
              {line.refusal}
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
  { title: '数量', dataIndex: 'number', width: 72, align: 'right' },
  {
    title: '单价',
    dataIndex: 'unit_price',
    width: 100,
    align: 'right',
    render: (v: string) => <span className="money">{formatYuan(v)}</span>,
  },
  {
    title: '小计',
    dataIndex: 'amount',
    width: 110,
    align: 'right',
    // A refused line is priced but not counted in the totals.
    render: (v: string, line) =>
      line.refusal ? (
        <s className="money muted" title="未计入金额">
          {formatYuan(v)}
        </s>
      ) : (
        <span className="money">{formatYuan(v)}</span>
      ),
  },
  {
    title: '满减分摊',
    dataIndex: 'manjian_share',
    width: 100,
    align: 'right',
    render: (v: string) =>
      v === '0.00' ? <span className="muted">—</span> : <span className="money">-{formatYuan(v)}</span>,
  },
];

function Totals({ answer }: { answer: PromotionPreviewAnswer }) {
  return (
    <AmountsSummary
      rows={[
        ['商品金额', formatYuan(answer.goods_amount)],
        ['满减', minusYuan(answer.manjian_amount)],
        ['运费', formatYuan(answer.shipping_amount)],
      ]}
      payable={answer.payable}
      fontSize={20}
      testId="preview-payable"
    />
  );
}

/** What the member would pay: each line as priced, the 满减 activities reached, and the totals. */
export function PreviewResult({
  answer,
  asked,
  at,
}: {
  answer: PromotionPreviewAnswer;
  asked: PreviewRequest;
  /** The moment priced, as staff chose it (now when not chosen). */
  at: string;
}) {
  const lines: Line[] = answer.lines.map((line, index) => {
    const sent = asked.lines[index];
    return { ...line, key: index, offer: sent?.goods_id === line.goods_id && sent.type === 1 };
  });
  const refused = lines.filter((line) => line.refusal).length;
  return (
    <div data-testid="preview-result">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'member', label: '会员', children: asked.username },
          { key: 'at', label: '预览时间', children: at },
          { key: 'lines', label: '商品', children: `${lines.length} 种` },
        ]}
      />
      {refused > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`有 ${refused} 种商品该会员无法购买，未计入金额`}
        />
      )}
      <Table<Line>
        size="small"
        bordered
        columns={columns}
        dataSource={lines}
        pagination={false}
        rowClassName={(line) => (line.refusal ? 'row-refused' : '')}
      />
      <div className="preview-summary">
        <div className="preview-activities">
          <Typography.Text strong>参与的满减活动</Typography.Text>
          {answer.activities.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有参与满减活动的商品" />
          ) : (
            answer.activities.map((activity) => (
              <div key={activity.name} className="preview-activity" data-testid="preview-activity">
                <Tag color="red">满减</Tag>
                <span>{activity.name}</span>
                <span className="muted">
                  参与金额 <span className="money">{formatYuan(activity.eligible)}</span>
                </span>
                {activity.reduction === '0.00' ? (
                  <Tag>未达门槛</Tag>
                ) : (
                  <span>
                    减 <span className="money money-strong">{formatYuan(activity.reduction)}</span>
                  </span>
                )}
                {activity.hint && (
                  <Tag color="orange" variant="outlined" data-testid="preview-activity-hint">
                    {activity.hint}
                  </Tag>
                )}
              </div>
            ))
          )}
        </div>
        <Totals answer={answer} />
      </div>
    </div>
  );
}
