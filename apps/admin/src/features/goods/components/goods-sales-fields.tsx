import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Typography } from 'antd';
import { LADDER_DISPLAY, LADDER_DISPLAY_LABELS } from '@yaocai/domain';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PROVINCES } from '../lib/provinces';
import { required } from '../../../lib/required-rules';

const MAX_TIERS = 5;
const YUAN = /^\s*\d{1,9}(\.\d{1,2})?\s*$/;
const REGION_OPTIONS = PROVINCES.map((value) => ({ value, label: value }));
const GROUP_OPTIONS = [{ value: 'vip', label: 'vip' }];
const LADDER_DISPLAY_OPTIONS = Object.values(LADDER_DISPLAY).map((value) => ({
  value,
  label: `${LADDER_DISPLAY_LABELS[value]}（${value === LADDER_DISPLAY.DISCOUNT ? '满10盒 9.2折' : '满10盒 ¥11.00'}）`,
}));

/**
 * 阶梯价 (buying more units makes each cheaper; the API checks the tiers rise in number and fall in
 * price, below 供货价) and 控销 (only buyers in these provinces or customer groups see the goods).
 */
export function GoodsSalesFields() {
  const unit = (Form.useWatch('unit') as string | undefined) || '';
  const controlled = Form.useWatch('is_controlled') as boolean | undefined;
  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Typography.Text strong>阶梯价</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
          最多{MAX_TIERS}档；起购数量须递增、单价须递减且低于供货价。不设置则按供货价销售。
        </Typography.Paragraph>
        <Form.List name="ladders">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" wrap data-testid="goods-ladder">
                  <Form.Item name={[field.name, 'number']} rules={required('请填写起购数量')}>
                    <InputNumber
                      min={2}
                      max={100_000}
                      precision={0}
                      prefix="满"
                      suffix={`${unit}起`}
                      style={{ width: 150 }}
                      aria-label={`第${index + 1}档起购数量`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'price']}
                    rules={[
                      { required: true, whitespace: true, message: '请填写阶梯单价' },
                      { pattern: YUAN, message: '单价最多两位小数' },
                    ]}
                  >
                    <Input
                      prefix="¥"
                      suffix={unit ? `/${unit}` : undefined}
                      placeholder="单价"
                      style={{ width: 150 }}
                      aria-label={`第${index + 1}档单价`}
                    />
                  </Form.Item>
                  <MinusCircleOutlined
                    className="muted"
                    onClick={() => remove(field.name)}
                    aria-label="删除此档"
                  />
                </Space>
              ))}
              <Form.Item style={{ marginBottom: 0 }}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_TIERS}
                  onClick={() => add({ number: null, price: '' })}
                  data-testid="goods-ladder-add"
                >
                  添加阶梯
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            </>
          )}
        </Form.List>
        <Form.Item
          name="ladder_price_type"
          label="前台展示"
          tooltip="只改变买家看到的写法，成交价格都按阶梯单价"
          style={{ marginTop: 12 }}
        >
          <Radio.Group options={LADDER_DISPLAY_OPTIONS} data-testid="goods-field-ladder-display" />
        </Form.Item>
      </Col>
      <Col xs={24} xl={12}>
        <Form.Item
          name="is_controlled"
          label="控销"
          valuePropName="checked"
          tooltip="开启后，只有所选区域或客户组的会员可以看到并购买该商品"
        >
          <Switch checkedChildren="控销" unCheckedChildren="不控销" data-testid="goods-field-controlled" />
        </Form.Item>
        {controlled && (
          <>
            <Form.Item
              name="controlled_regions"
              label="可销售区域"
              extra="按会员企业所在省份；与客户组至少选一项"
            >
              <Select
                mode="multiple"
                allowClear
                options={REGION_OPTIONS}
                placeholder="选择省份"
                data-testid="goods-field-regions"
              />
            </Form.Item>
            <Form.Item name="controlled_groups" label="可销售客户组" extra="客户组代码，可输入新的代码后回车">
              <Select
                mode="tags"
                allowClear
                options={GROUP_OPTIONS}
                placeholder="如 vip"
                data-testid="goods-field-groups"
              />
            </Form.Item>
          </>
        )}
      </Col>
    </Row>
  );
}
