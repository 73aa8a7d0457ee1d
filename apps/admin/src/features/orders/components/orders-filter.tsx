import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_STATUS_OPTIONS, RECEIPT_FILTER_OPTIONS } from '../lib/order-labels';

export interface OrderFilters {
  status?: string;
  receipt_status?: string;
  keyword?: string;
  batch_no?: string;
  date_from?: string;
  date_to?: string;
}

interface FormValues {
  status?: string;
  receipt_status?: string;
  keyword?: string;
  batch_no?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

/** The filter bar above the orders table; the page keeps the applied filters in the URL. */
export function OrdersFilter({
  value,
  onApply,
}: {
  value: OrderFilters;
  onApply: (next: OrderFilters) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const initial: FormValues = {
    status: value.status || undefined,
    receipt_status: value.receipt_status || undefined,
    keyword: value.keyword,
    batch_no: value.batch_no,
    dates:
      value.date_from || value.date_to
        ? [value.date_from ? dayjs(value.date_from) : null, value.date_to ? dayjs(value.date_to) : null]
        : null,
  };
  const apply = (values: FormValues) =>
    onApply({
      status: values.status,
      receipt_status: values.receipt_status,
      keyword: values.keyword?.trim(),
      batch_no: values.batch_no?.trim(),
      date_from: values.dates?.[0]?.format(DAY),
      date_to: values.dates?.[1]?.format(DAY),
    });

  return (
    <Form
      form={form}
      className="filter-bar"
      initialValues={initial}
      onFinish={apply}
      // The URL may change from outside (the dashboard's links): the form follows it.
      key={JSON.stringify(value)}
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="status" label="订单状态">
            <Select
              allowClear
              placeholder="全部"
              options={ORDER_STATUS_OPTIONS}
              data-testid="orders-status"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="receipt_status" label="含麻回执">
            <Select
              allowClear
              placeholder="全部"
              options={RECEIPT_FILTER_OPTIONS}
              data-testid="orders-receipt"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="keyword" label="关键词">
            <Input allowClear placeholder="订单号 / 会员 / 公司" data-testid="orders-keyword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="batch_no" label="批号">
            <Input allowClear placeholder="按批号追溯订单" data-testid="orders-batch" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="dates" label="下单日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={16} style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space>
              <Button
                onClick={() => {
                  form.setFieldsValue({
                    status: undefined,
                    receipt_status: undefined,
                    keyword: '',
                    batch_no: '',
                    dates: null,
                  });
                  onApply({});
                }}
              >
                重置
              </Button>
              <Button type="primary" htmlType="submit" data-testid="orders-search">
                查询
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
