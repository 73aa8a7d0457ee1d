import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { PERMISSION_LABELS, PERMISSIONS } from '@yaocai/domain';
import dayjs, { type Dayjs } from 'dayjs';

export interface AuditFilters {
  keyword?: string;
  action?: string;
  date_from?: string;
  date_to?: string;
}

interface FormValues {
  keyword?: string;
  action?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

// Reads are not written to the log, so only the permissions that change something are offered.
const ACTION_OPTIONS = PERMISSIONS.filter((p) => !p.endsWith('.read') && p !== 'console.use').map((p) => ({
  value: p,
  label: PERMISSION_LABELS[p],
}));

const DAY = 'YYYY-MM-DD';

export function AuditFilter({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (next: AuditFilters) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const initial: FormValues = {
    keyword: value.keyword,
    action: value.action || undefined,
    dates:
      value.date_from || value.date_to
        ? [value.date_from ? dayjs(value.date_from) : null, value.date_to ? dayjs(value.date_to) : null]
        : null,
  };
  return (
    <Form
      form={form}
      key={JSON.stringify(value)}
      className="filter-bar"
      initialValues={initial}
      onFinish={(values: FormValues) =>
        onApply({
          keyword: values.keyword?.trim(),
          action: values.action,
          date_from: values.dates?.[0]?.format(DAY),
          date_to: values.dates?.[1]?.format(DAY),
        })
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={7}>
          <Form.Item name="keyword" label="关键词">
            <Input allowClear placeholder="操作人 / 对象编号 / 摘要" data-testid="audit-keyword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="action" label="操作">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="全部操作"
              options={ACTION_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Form.Item name="dates" label="日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4} style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space>
              <Button
                onClick={() => {
                  form.setFieldsValue({ keyword: '', action: undefined, dates: null });
                  onApply({});
                }}
              >
                重置
              </Button>
              <Button type="primary" htmlType="submit" data-testid="audit-search">
                查询
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
