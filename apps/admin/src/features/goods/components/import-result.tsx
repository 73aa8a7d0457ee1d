import { Alert, Table, Tag } from 'antd';
import type { GoodsImportAnswer } from '@yaocai/contract';
import { IMPORT_ROW_STATUS, importSummary, sortImportRows, type ImportRow } from '../lib/import-summary';

/** The outcome of a dry run or an import: the totals, then every row (errors first). */
export function ImportResult({ answer }: { answer: GoodsImportAnswer }) {
  const writable = answer.created + answer.updated;
  const type = answer.errors === 0 ? 'success' : writable > 0 ? 'warning' : 'error';
  const hint =
    answer.dry_run === 1
      ? writable === 0
        ? '没有可导入的行，请修改文件后重新选择并预检。'
        : answer.errors > 0
          ? '确认导入时将跳过错误行，只导入其余行；也可修改文件后重新预检。'
          : '全部行检查通过，可以确认导入。'
      : undefined;
  return (
    <div data-testid="import-result" style={{ marginTop: 16 }}>
      <Alert
        type={type}
        showIcon
        title={importSummary(answer)}
        description={hint}
        style={{ marginBottom: 12 }}
      />
      <Table<ImportRow>
        rowKey="row"
        size="small"
        bordered
        dataSource={sortImportRows(answer.rows)}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: '行号', dataIndex: 'row', width: 64, align: 'center' },
          { title: '通用名', dataIndex: 'name', width: 180, render: (name: string) => name || '—' },
          {
            title: '结果',
            dataIndex: 'status',
            width: 72,
            render: (status: ImportRow['status']) => (
              <Tag color={IMPORT_ROW_STATUS[status].color}>{IMPORT_ROW_STATUS[status].label}</Tag>
            ),
          },
          {
            title: '说明',
            dataIndex: 'msg',
            render: (msg: string, row) =>
              msg || (row.goods_id ? <span className="muted">商品编号 {row.goods_id}</span> : '—'),
          },
        ]}
      />
    </div>
  );
}
