import { Col, Row } from 'antd';
import type { AuditEntry } from '@yaocai/contract';

/** A logged value as indented JSON; nothing logged shows as a dash. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The expanded audit row: the entity before and after the write, side by side. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  return (
    <Row gutter={16} data-testid="audit-change">
      <Side label="操作前" value={entry.before} />
      <Side label="操作后" value={entry.after} />
    </Row>
  );
}

function Side({ label, value }: { label: string; value: unknown }) {
  return (
    <Col span={12}>
      <div className="muted" style={{ marginBottom: 4 }}>
        {label}
      </div>
      <pre className="json-block">{prettyJson(value)}</pre>
    </Col>
  );
}
