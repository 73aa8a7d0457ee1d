import { PERMISSION_LABELS, PERMISSIONS } from '@yaocai/domain';
import type { FilterField } from '../../../components/list-kit/filter-form';

// Reads are not written to the log, so only the permissions that change something are offered.
const ACTION_OPTIONS = PERMISSIONS.filter((p) => !p.endsWith('.read') && p !== 'console.use').map((p) => ({
  value: p,
  label: PERMISSION_LABELS[p],
}));

/** The filter bar above the audit log. */
export const AUDIT_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'text',
    name: 'keyword',
    label: '关键词',
    span: 7,
    placeholder: '操作人 / 对象编号 / 摘要',
    testId: 'audit-keyword',
  },
  {
    kind: 'select',
    name: 'action',
    label: '操作',
    options: ACTION_OPTIONS,
    placeholder: '全部操作',
    searchable: true,
  },
  { kind: 'dates', label: '日期', span: 7 },
];
