import { Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import type { OperatorPointsGoods, PointsGoodsInput } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { FieldCol } from '../../../components/field-col';
import { required } from '../../../lib/required-rules';

export interface PointsGoodsValues {
  kind: 'goods' | 'coupon';
  name: string;
  image: string;
  description: string;
  points: number;
  stock: number;
  limit_per_member: number;
  coupon_amount?: string;
  coupon_threshold?: string;
  coupon_days: number;
  is_on: boolean;
  sort: number;
}

const initial = (item?: OperatorPointsGoods): PointsGoodsValues =>
  item
    ? {
        kind: item.kind,
        name: item.name,
        image: item.image.startsWith('/img/points/') ? '' : item.image,
        description: item.description,
        points: item.points,
        stock: item.stock,
        limit_per_member: item.limit_per_member,
        coupon_amount: item.kind === 'coupon' ? item.coupon_amount : undefined,
        coupon_threshold: item.kind === 'coupon' ? item.coupon_threshold : undefined,
        coupon_days: item.coupon_days,
        is_on: item.is_on === 1,
        sort: item.sort,
      }
    : {
        kind: 'goods',
        name: '',
        image: '',
        description: '',
        points: 100,
        stock: 100,
        limit_per_member: 0,
        coupon_days: 30,
        is_on: true,
        sort: 0,
      };

export function pointsGoodsInput(v: PointsGoodsValues): PointsGoodsInput {
  const coupon = v.kind === 'coupon';
  return {
    kind: v.kind,
    name: v.name.trim(),
    image: v.image.trim(),
    description: v.description.trim(),
    points: v.points,
    stock: v.stock,
    limit_per_member: v.limit_per_member ?? 0,
    coupon_amount: coupon ? (v.coupon_amount ?? '') : undefined,
    coupon_threshold: coupon ? v.coupon_threshold || '0' : undefined,
    coupon_days: v.coupon_days,
    is_on: v.is_on ? 1 : 0,
    sort: v.sort ?? 0,
  };
}

/** 新增 / 编辑 an item of the points mall: a gift shipped to the member, or a coupon granted at once. */
export function PointsGoodsModal(editor: EditorProps<OperatorPointsGoods, PointsGoodsInput>) {
  const [form] = Form.useForm<PointsGoodsValues>();
  const kind = Form.useWatch('kind', form);

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增兑换商品', '编辑兑换商品'], width: 640, saveTestId: 'pg-save' }}
      spec={{ toInput: pointsGoodsInput, valuesOf: initial }}
    >
      <Form.Item name="kind" label="类型" required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'goods', label: '实物礼品（需发货）' },
            { value: 'coupon', label: '优惠券（立即发放）' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label="名称"
        rules={[
          { required: true, whitespace: true, message: '请填写名称' },
          { max: 64, message: '名称不能超过64个字符' },
        ]}
      >
        <Input placeholder="例如：红外电子体温计" data-testid="pg-name" />
      </Form.Item>
      <Row gutter={16}>
        <FieldCol span={8} name="points" label="所需积分" rules={required('请填写所需积分')}>
          <WholeNumberInput min={1} max={10_000_000} testId="pg-points" />
        </FieldCol>
        <FieldCol span={8} name="stock" label="库存" rules={required('请填写库存')}>
          <WholeNumberInput min={0} max={1_000_000} testId="pg-stock" />
        </FieldCol>
        <FieldCol span={8} name="limit_per_member" label="每人限兑" extra="0 表示不限">
          <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
        </FieldCol>
      </Row>
      {kind === 'coupon' && (
        <Row gutter={16}>
          <FieldCol span={8} name="coupon_amount" label="券面额（元）" rules={required('请填写券面额')}>
            <InputNumber<string> stringMode min="0.01" precision={2} prefix="¥" style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={8} name="coupon_threshold" label="使用门槛（元）" extra="0 或不填为无门槛">
            <InputNumber<string> stringMode min="0" precision={2} prefix="¥" style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol span={8} name="coupon_days" label="有效天数">
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </FieldCol>
        </Row>
      )}
      <Form.Item name="image" label="图片地址" extra="留空则使用系统生成的礼品图">
        <Input placeholder="/uploads/… 或 https://…" />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 500, message: '说明不能超过500个字符' }]}>
        <Input.TextArea rows={3} placeholder="规格、发货时间等，会员在积分商城看到" />
      </Form.Item>
      <Row gutter={16}>
        <FieldCol span={8} name="sort" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={8} name="is_on" label="上架" valuePropName="checked">
          <Switch checkedChildren="上架" unCheckedChildren="下架" />
        </FieldCol>
      </Row>
    </FormModal>
  );
}
