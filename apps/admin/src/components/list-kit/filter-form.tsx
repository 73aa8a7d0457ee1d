import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListParams } from './use-list-query';

interface FieldBase {
  label: string;
  /** Column width at xl (24 = the whole row); md and below take half and all. */
  span?: number;
  testId?: string;
}

/** One field of a list's filter bar; its value lives in the URL search param of its name. */
export type FilterField =
  | (FieldBase & { kind: 'text'; name: string; placeholder?: string })
  | (FieldBase & {
      kind: 'select';
      name: string;
      options: readonly { value: string; label: string }[];
      placeholder?: string;
      searchable?: boolean;
    })
  /** A day range kept in two params, `date_from` and `date_to` unless named. */
  | (FieldBase & { kind: 'dates'; from?: string; to?: string });

export type FilterValues = Record<string, string | undefined>;

const DAY = 'YYYY-MM-DD';
const rangeKeys = (f: Extract<FilterField, { kind: 'dates' }>) =>
  [f.from ?? 'date_from', f.to ?? 'date_to'] as const;
const fieldKey = (f: FilterField) => (f.kind === 'dates' ? rangeKeys(f).join('~') : f.name);

/** The search params the fields read. */
export const filterKeys = (fields: readonly FilterField[]) =>
  fields.flatMap((f) => (f.kind === 'dates' ? [...rangeKeys(f)] : [f.name]));

/**
 * The applied filters as the URL has them; a select's value that is not one of its options (an old or
 * hand-edited link) is dropped rather than sent to the API.
 */
export function readFilters(fields: readonly FilterField[], search: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const f of fields) {
    if (f.kind === 'dates') {
      for (const key of rangeKeys(f)) values[key] = search.get(key) ?? undefined;
    } else {
      const value = search.get(f.name) ?? undefined;
      values[f.name] = f.kind === 'select' && !f.options.some((o) => o.value === value) ? undefined : value;
    }
  }
  return values;
}

/** A list's filters from the URL, and FilterForm's props (`barProps`) that apply new ones (back to page 1). */
export function useFilters(fields: readonly FilterField[], list: Pick<ListParams, 'search' | 'filter'>) {
  const filters = readFilters(fields, list.search);
  const apply = (next: FilterValues) =>
    list.filter(Object.fromEntries(filterKeys(fields).map((key) => [key, next[key]])));
  return { filters, barProps: { fields, value: filters, onApply: apply } };
}

type FormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

function toForm(fields: readonly FilterField[], value: FilterValues): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.kind !== 'dates') return [f.name, value[f.name] || undefined];
      const [from, to] = rangeKeys(f).map((key) => value[key]);
      return [fieldKey(f), from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null];
    }),
  );
}

function fromForm(fields: readonly FilterField[], values: FormValues): FilterValues {
  return Object.fromEntries(
    fields.flatMap((f) => {
      const v = values[fieldKey(f)];
      if (f.kind !== 'dates') return [[f.name, typeof v === 'string' ? v.trim() || undefined : undefined]];
      const range = Array.isArray(v) ? v : null;
      return rangeKeys(f).map((key, i) => [key, range?.[i]?.format(DAY)]);
    }),
  );
}

/** The filter bar above a console list: fields, 重置 and 查询; the page keeps what is applied in the URL. */
export function FilterForm({
  fields,
  value,
  onApply,
  searchTestId,
}: {
  fields: readonly FilterField[];
  value: FilterValues;
  onApply: (next: FilterValues) => void;
  searchTestId?: string;
}) {
  const [form] = Form.useForm<FormValues>();
  const used = fields.reduce((sum, f) => sum + (f.span ?? 6), 0);
  return (
    <Form
      form={form}
      className="filter-bar"
      initialValues={toForm(fields, value)}
      onFinish={(values: FormValues) => onApply(fromForm(fields, values))}
      // The URL may change from outside (the dashboard's links): the form follows it.
      key={JSON.stringify(value)}
    >
      <Row gutter={24}>
        {fields.map((f) => (
          <Col key={fieldKey(f)} xs={24} md={12} xl={f.span ?? 6}>
            <Form.Item name={fieldKey(f)} label={f.label}>
              {f.kind === 'text' ? (
                <Input allowClear placeholder={f.placeholder} data-testid={f.testId} />
              ) : f.kind === 'select' ? (
                <Select
                  allowClear
                  showSearch={f.searchable ? { optionFilterProp: 'label' } : undefined}
                  placeholder={f.placeholder ?? '全部'}
                  options={[...f.options]}
                  data-testid={f.testId}
                />
              ) : (
                <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
              )}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={Math.max(24 - (used % 24), 4)} style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space>
              <Button
                onClick={() => {
                  form.resetFields();
                  form.setFieldsValue(toForm(fields, {}));
                  onApply({});
                }}
              >
                重置
              </Button>
              <Button type="primary" htmlType="submit" data-testid={searchTestId}>
                查询
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
