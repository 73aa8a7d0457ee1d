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
      <Col span={12}>
        <div className="muted" style={{ marginBottom: 4 }}>
          操作前
        </div>
        <pre className="json-block">{prettyJson(entry.before)}</pre>
      </Col>
      <Col span={12}>
        <div className="muted" style={{ marginBottom: 4 }}>
          操作后
        </div>
        <pre className="json-block">{prettyJson(entry.after)}</pre>
      </Col>
    </Row>
  );
}
