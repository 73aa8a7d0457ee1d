import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { FilePdfOutlined, FileImageOutlined, UploadOutlined } from '@ant-design/icons';
import type { SupplierDocument } from '@yaocai/contract';
import dayjs from 'dayjs';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { formatTime } from '@yaocai/web-kit/format';
import { rowTestId } from '../../../components/list-kit/row-test-id';
import { CONTENT_TABS } from '../../content/lib/content-labels';
import { useSupplierDocuments } from '../api/supplier-documents';
import { DocumentModal } from '../components/document-modal';
import { actionsColumn } from '../../../components/list-kit/crud-table';

/** Licences within this many days of their end are flagged, like the buyers' own qualifications. */
const SOON_DAYS = 30;

function Validity({ document }: { document: SupplierDocument }) {
  if (!document.valid_until) return <span className="muted">长期</span>;
  const left = dayjs(document.valid_until).diff(dayjs().startOf('day'), 'day');
  return (
    <Space size={4}>
      {document.valid_until}
      {document.expired ? (
        <Tag color="red">已过期</Tag>
      ) : left <= SOON_DAYS ? (
        <Tag color="orange">{left}天后到期</Tag>
      ) : null}
    </Space>
  );
}

/** 首营资料: the wholesaler's licences every shipped order's pack carries; upload or replace each kind. */
export function SupplierDocumentsPage() {
  const documents = useSupplierDocuments();
  const [editing, setEditing] = useState<SupplierDocument | null>(null);

  const columns: TableColumnsType<SupplierDocument> = [
    { title: '资料类型', dataIndex: 'kind_name', width: 150 },
    { title: '资料名称', dataIndex: 'title' },
    { title: '证号 / 编号', dataIndex: 'number', width: 190, render: (v: string) => v || '—' },
    { title: '有效期至', key: 'valid', width: 170, render: (_, d) => <Validity document={d} /> },
    {
      title: '文件',
      key: 'file',
      width: 110,
      render: (_, d) =>
        d.file ? (
          <a href={d.file.url} target="_blank" rel="noreferrer" data-testid={`document-view-${d.kind}`}>
            {d.file.content_type === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} 查看
          </a>
        ) : (
          <Tag color="red">未上传</Tag>
        ),
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 150, render: formatTime },
    actionsColumn(
      (d) => (
        <Button
          type="link"
          size="small"
          icon={<UploadOutlined />}
          onClick={() => setEditing(d)}
          data-testid={`document-edit-${d.kind}`}
        >
          {d.file ? '更换' : '上传'}
        </Button>
      ),
      { width: 100, fixed: false },
    ),
  ];

  const missing = (documents.data ?? []).filter((d) => !d.file || d.expired).length;
  return (
    <>
      <SectionHeader section="内容管理" tabs={CONTENT_TABS} />
      <PageBody>
        <Card
          title="首营资料"
          extra={<span className="muted">采购方在已发货订单中下载，随单附各批次药检报告与资料清单</span>}
        >
          <Alert
            type={missing > 0 ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            title={
              missing > 0
                ? `有 ${missing} 类资料未上传或已过期，采购方下载的首营资料将不完整，请尽快更换`
                : '五类资料齐全。证照换发或到期前，请在此上传加盖公章的新扫描件，之后下载的首营资料即为新文件。'
            }
          />
          <Table<SupplierDocument>
            rowKey="kind"
            size="middle"
            bordered
            loading={documents.isLoading}
            columns={columns}
            dataSource={documents.data}
            pagination={false}
            onRow={(d) => rowTestId(`document-row-${d.kind}`)}
          />
        </Card>
      </PageBody>
      <DocumentModal document={editing} onClose={() => setEditing(null)} />
    </>
  );
}
