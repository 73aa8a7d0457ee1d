import { Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { goodsInput } from '@yaocai/contract';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { COLD_CHAIN_DEFAULT_RANGE, COLD_CHAIN_LIMITS, COLD_RANGE_ORDER } from '@yaocai/domain';
import type { FormInstance } from 'antd';
import type { GoodsFormValues } from '../lib/goods-form';
import { FieldCol } from '../../../components/field-col';

/** The lowest below the highest, as the API checks it (each bound is checked by its own rule). */
const rangeRule = (form: FormInstance<GoodsFormValues>) => ({
  validator: async () => {
    const { cold_min: min, cold_max: max } = form.getFieldsValue(['cold_min', 'cold_max']);
    if (min === null || min === undefined || max === null || max === undefined) return;
    // Each bound's own mistakes are its contract rule's; this one is the pair's.
    if (min >= max) throw new Error(COLD_RANGE_ORDER);
  },
});

const degrees = (testId: string) => (
  <InputNumber<number>
    min={COLD_CHAIN_LIMITS.min}
    max={COLD_CHAIN_LIMITS.max}
    step={0.1}
    precision={1}
    suffix="°C"
    style={{ width: '100%' }}
    data-testid={testId}
  />
);

/**
 * 冷链: goods that ship only with a transit temperature record; the range in °C with one decimal
 * (2–8 °C when the switch turns on without one).
 */
export function GoodsColdChainFields() {
  const form = Form.useFormInstance<GoodsFormValues>();
  const on = Form.useWatch('cold_chain', form) as boolean | undefined;
  return (
    <Row gutter={24} align="middle">
      <FieldCol
        xs={24}
        md={6}
        name="cold_chain"
        label="冷链商品"
        valuePropName="checked"
        tooltip="冷链商品发货时须上传运输温度记录（读数间隔≤5分钟），买家验收时查看温度曲线"
      >
        <Switch
          checkedChildren="冷链"
          unCheckedChildren="常温"
          data-testid="goods-field-cold-chain"
          onChange={(checked) => {
            const { cold_min: min, cold_max: max } = form.getFieldsValue(['cold_min', 'cold_max']);
            if (checked && (min === null || min === undefined) && (max === null || max === undefined))
              form.setFieldsValue({
                cold_min: COLD_CHAIN_DEFAULT_RANGE.min,
                cold_max: COLD_CHAIN_DEFAULT_RANGE.max,
              });
          }}
        />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="cold_min"
        label="最低温度"
        dependencies={['cold_max']}
        hidden={!on}
        rules={[contractRule(goodsInput.shape.cold_min), rangeRule(form)]}
      >
        {degrees('goods-field-cold-min')}
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="cold_max"
        label="最高温度"
        hidden={!on}
        rules={[contractRule(goodsInput.shape.cold_max)]}
      >
        {degrees('goods-field-cold-max')}
      </FieldCol>
      <Col xs={24} md={6}>
        <Typography.Text type="secondary">
          {on
            ? `温度范围${COLD_CHAIN_LIMITS.min}℃至${COLD_CHAIN_LIMITS.max}℃，最多一位小数`
            : '常温商品发货无需温度记录'}
        </Typography.Text>
      </Col>
    </Row>
  );
}
