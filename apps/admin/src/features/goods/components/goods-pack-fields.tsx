import { Form, Input, InputNumber, Row, Switch } from 'antd';
import { FieldCol } from '../../../components/field-col';
import { required } from '../../../lib/required-rules';

const YUAN = /^\s*\d{1,9}(\.\d{1,2})?\s*$/;

const price = (what: string) => [
  { required: true, whitespace: true, message: `请填写${what}` },
  { pattern: YUAN, message: `${what}格式不正确，最多两位小数` },
];

/** 中包装 to 上架: how the goods is packed and sold, and its prices in yuan. */
export function GoodsPackFields() {
  const unit = (Form.useWatch('unit') as string | undefined) || '';
  const yuanPerUnit = (testId: string) => (
    <Input prefix="¥" suffix={unit ? `/${unit}` : undefined} placeholder="0.00" data-testid={testId} />
  );
  return (
    <Row gutter={24}>
      <FieldCol
        xs={12}
        md={6}
        name="middle_pack"
        label="中包装"
        tooltip="一个中包装的数量；不可拆零时按中包装的整数倍购买"
        rules={required('请填写中包装')}
      >
        <InputNumber min={1} max={100_000} precision={0} suffix={unit} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="piece_pack"
        label="件装"
        tooltip="一件（整箱）的数量，应为中包装的整数倍"
        dependencies={['middle_pack']}
        rules={[
          { required: true, message: '请填写件装' },
          ({ getFieldValue }) => ({
            validator: (_, value: number | null) => {
              const middle = getFieldValue('middle_pack') as number | null;
              return value && middle && (value < middle || value % middle !== 0)
                ? Promise.reject(new Error('件装数量应为中包装的整数倍'))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber min={1} max={100_000} precision={0} suffix={unit} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="can_split"
        label="可拆零"
        valuePropName="checked"
        tooltip="可拆零时可按单个购买"
      >
        <Switch checkedChildren="可拆零" unCheckedChildren="不拆零" />
      </FieldCol>
      <FieldCol xs={12} md={6} name="on_sale" label="上架" valuePropName="checked">
        <Switch checkedChildren="上架" unCheckedChildren="下架" data-testid="goods-field-on-sale" />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="base_price"
        label="供货价"
        rules={[
          ...price('供货价'),
          {
            validator: (_, value: string | undefined) =>
              YUAN.test(value ?? '') && Number(value) <= 0
                ? Promise.reject(new Error('供货价必须大于0'))
                : Promise.resolve(),
          },
        ]}
      >
        {yuanPerUnit('goods-field-base-price')}
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="quote_threshold"
        label="询价起点"
        tooltip="买家购买达到该数量的中包装时可以询价议价"
        rules={required('请填写询价起点')}
      >
        <InputNumber min={1} max={100_000} precision={0} suffix="个中包装" style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol
        xs={12}
        md={6}
        name="retail_price"
        label="建议零售价"
        dependencies={['base_price']}
        rules={[
          ...price('建议零售价'),
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const base = Number(getFieldValue('base_price'));
              const retail = Number(value);
              return YUAN.test(value ?? '') && Number.isFinite(base) && retail < base
                ? Promise.reject(new Error('建议零售价不能低于供货价'))
                : Promise.resolve();
            },
          }),
        ]}
      >
        {yuanPerUnit('goods-field-retail-price')}
      </FieldCol>
    </Row>
  );
}
