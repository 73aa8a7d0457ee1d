import { Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { ReviewDocument } from '@yaocai/contract';
import { PROXY_LETTER, QUALIFICATION_STATUS_LABELS, qualificationStatus } from '@yaocai/domain';
import { formatDay, formatTime } from '@yaocai/web-kit/format';
import { DOCUMENT_STATUS } from '../lib/labels';

const VALIDITY_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;

function todayInShanghai(): string {
  return formatDay(new Date().toISOString());
}

function Scan({ doc }: { doc: ReviewDocument }) {
  if (/\.pdf($|\?)/i.test(doc.image)) {
    return (
      <a className="document-image document-pdf" href={doc.image} target="_blank" rel="noreferrer">
        <FilePdfOutlined style={{ fontSize: 48 }} />
        <span>查看 PDF 扫描件</span>
      </a>
    );
  }
  return (
    <div className="document-image">
      <Image src={doc.image} alt={doc.kind} preview={{ mask: '点击放大' }} />
    </div>
  );
}

/** One document of the member under review: the scan beside what it says. */
export function DocumentCard({ doc }: { doc: ReviewDocument }) {
  const status = DOCUMENT_STATUS[doc.status] ?? { label: doc.status, color: 'default' };
  const validity = doc.expires_on ? qualificationStatus(doc.expires_on, todayInShanghai()) : null;
  const items = [
    { key: 'number', label: '编号', children: doc.number || '—' },
    {
      key: 'expires',
      label: '有效期至',
      children: (
        <Space size={4}>
          {formatDay(doc.expires_on)}
          {validity && validity !== 'valid' && (
            <Tag color={VALIDITY_COLORS[validity]}>{QUALIFICATION_STATUS_LABELS[validity]}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'scopes',
      label: '经营范围',
      children:
        doc.scopes.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {doc.scopes.map((scope) => (
              <Tag key={scope}>{scope}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  // The purchase mandate names the buyer's agent; an empty field is itself something to see.
  if (doc.kind === PROXY_LETTER || doc.agent_name || doc.agent_id_number) {
    items.push(
      { key: 'agent', label: '委托人', children: doc.agent_name || <span className="muted">未填写</span> },
      {
        key: 'agent-id',
        label: '身份证号',
        children: doc.agent_id_number || <span className="muted">未填写</span>,
      },
    );
  }
  items.push({ key: 'created', label: '提交时间', children: formatTime(doc.created_at) });
  if (doc.reject_reason) {
    items.push({
      key: 'reject',
      label: '驳回原因',
      children: <Typography.Text type="danger">{doc.reject_reason}</Typography.Text>,
    });
  }

  return (
    <Card
      className="document-card"
      size="small"
      cover={<Scan doc={doc} />}
      title={doc.kind}
      extra={
        <Space size={4}>
          {doc.replaces_id !== null && <Tag color="purple">更换证照</Tag>}
          <Tag color={status.color}>{status.label}</Tag>
        </Space>
      }
      data-testid="review-document"
    >
      <Descriptions size="small" column={1} items={items} styles={{ label: { width: 72 } }} />
    </Card>
  );
}
