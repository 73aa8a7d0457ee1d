import { Table } from 'antd';
import type { GoodsBatch } from '../api/types';
import { ExpiryText } from './goods-facts';

/** The batches on sale, first to expire first (they are sold in that order). */
export function BatchesTable({ batches, unit }: { batches: GoodsBatch[]; unit: string }) {
  return (
    <Table<GoodsBatch>
      className="batches-table"
      rowKey="batch_no"
      size="small"
      pagination={false}
      dataSource={batches}
      locale={{ emptyText: '暂无在售批号' }}
      columns={[
        { title: '批号', dataIndex: 'batch_no' },
        { title: '生产日期', dataIndex: 'produced_on' },
        {
          title: '有效期至',
          key: 'expiry',
          render: (_, b) => <ExpiryText goods={{ expires_on: b.expires_on }} />,
        },
        { title: '库存', key: 'stock', render: (_, b) => `${b.stock}${unit}` },
        {
          title: '药检报告',
          key: 'report',
          render: (_, b) =>
            b.quality_report_url ? (
              <a href={b.quality_report_url} target="_blank" rel="noopener noreferrer">
                查看
              </a>
            ) : (
              <span className="cell-grey">暂未上传</span>
            ),
        },
      ]}
    />
  );
}
