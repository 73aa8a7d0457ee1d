import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { GOODS_KIND_OPTIONS, ON_SALE_OPTIONS } from '../lib/goods-labels';

export interface GoodsFilters {
  keyword?: string;
  kind?: string;
  on_sale?: string;
}

/** The filter bar above the goods table; the page keeps the applied filters in the URL. */
export function GoodsFilter({
  value,
  onApply,
}: {
  value: GoodsFilters;
  onApply: (next: GoodsFilters) => void;
}) {
  const [form] = Form.useForm<GoodsFilters>();
  return (
    <Form
      form={form}
      className="filter-bar"
      initialValues={{
        keyword: value.keyword,
        kind: value.kind || undefined,
        on_sale: value.on_sale || undefined,
      }}
      onFinish={(values: GoodsFilters) =>
        onApply({ keyword: values.keyword?.trim(), kind: values.kind, on_sale: values.on_sale })
      }
      key={JSON.stringify(value)}
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="keyword" label="关键词">
            <Input allowClear placeholder="名称 / 批准文号 / 厂家 / 商品编号" data-testid="goods-keyword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="kind" label="类型">
            <Select allowClear placeholder="全部" options={GOODS_KIND_OPTIONS} data-testid="goods-kind" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="on_sale" label="上架">
            <Select allowClear placeholder="全部" options={ON_SALE_OPTIONS} data-testid="goods-on-sale" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6} style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space>
              <Button
                onClick={() => {
                  form.setFieldsValue({ keyword: '', kind: undefined, on_sale: undefined });
                  onApply({});
                }}
              >
                重置
              </Button>
              <Button type="primary" htmlType="submit" data-testid="goods-search">
                查询
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
