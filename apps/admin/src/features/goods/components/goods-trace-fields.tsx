import { Form, Input, InputNumber, Row, Switch } from 'antd';
import { FieldCol } from '../../../components/field-col';

const PREFIX = { pattern: /^\d{7}$/, message: '应为7位数字' };

/** 药品追溯码: whether units carry codes, the 药品标识码 of their 20-digit codes and 中包装 codes. */
export function GoodsTraceFields() {
  const required = Form.useWatch('trace_required') as boolean | undefined;
  return (
    <Row gutter={24}>
      <FieldCol
        xs={12}
        md={6}
        name="trace_required"
        label="追溯码管理"
        valuePropName="checked"
        tooltip="有码商品发货时须逐件扫码；药品默认有码，器械和中药饮片默认无码"
      >
        <Switch checkedChildren="有码" unCheckedChildren="无码" data-testid="goods-field-trace-required" />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="trace_prefix"
        label="药品标识码"
        tooltip="20位码上放心追溯码的前7位"
        rules={[PREFIX, { required: !!required, message: '有码商品请填写药品标识码' }]}
      >
        <Input maxLength={7} placeholder="7位数字" data-testid="goods-field-trace-prefix" />
      </FieldCol>
      <FieldCol xs={12} md={6} name="trace_pack_prefix" label="中包装药品标识码" rules={[PREFIX]}>
        <Input maxLength={7} placeholder="无则留空" />
      </FieldCol>
      <FieldCol
        xs={12}
        md={3}
        name="trace_pack_ratio"
        label="包装比例"
        tooltip="一个中包装码代表的最小包装数量"
      >
        <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol xs={12} md={3} name="trace_own_codes" label="厂家自编码" valuePropName="checked">
        <Switch checkedChildren="接受" unCheckedChildren="不接受" />
      </FieldCol>
    </Row>
  );
}
