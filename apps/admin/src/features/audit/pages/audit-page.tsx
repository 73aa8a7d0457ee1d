import { Card, Tag, type TableColumnsType } from 'antd';
import type { AuditEntry, AuditQuery } from '@yaocai/contract';
import { PageBody, PageHeader } from '../../../components/page-header';
import { formatTime } from '@yaocai/web-kit/format';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { CrudTable } from '../../../components/list-kit/crud-table';
import { useAudit } from '../api/audit';
import { AuditChange } from '../components/audit-change';
import { entityLabel } from '../lib/entity-labels';
import { AUDIT_FILTER_FIELDS } from '../components/audit-filter';
import { FilterForm, useFilters } from '../../../components/list-kit/filter-form';

const columns: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'created_at', width: 150, render: formatTime },
  { title: '操作人', dataIndex: 'staff', width: 120 },
  {
    title: '操作',
    dataIndex: 'action_name',
    width: 140,
    render: (name: string, entry) => <Tag title={entry.action}>{name}</Tag>,
  },
  {
    title: '对象',
    key: 'entity',
    width: 180,
    render: (_, entry) => (
      <span>
        <span title={entry.entity}>{entityLabel(entry.entity)}</span>{' '}
        <span className="muted">#{entry.entity_id}</span>
      </span>
    ),
  },
  { title: '摘要', dataIndex: 'summary', ellipsis: true },
];

export function AuditPage() {
  const list = useListParams();
  const { page, paging } = list;
  const { filters, barProps } = useFilters(AUDIT_FILTER_FIELDS, list);
  const audit = useAudit({ ...filters, page } as AuditQuery);

  return (
    <>
      <PageHeader title="操作日志" crumbs={[{ title: '操作日志' }]} />
      <PageBody>
        <FilterForm {...barProps} searchTestId="audit-search" />
        <Card className="table-card">
          <CrudTable<AuditEntry>
            columns={columns}
            rows={audit.data?.list}
            loading={audit.isFetching}
            expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
            emptyText={'暂无操作记录'}
            paging={paging(audit.data)}
          />
        </Card>
      </PageBody>
    </>
  );
}
