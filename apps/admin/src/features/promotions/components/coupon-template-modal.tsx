import { Form, InputNumber, Radio, Space, Switch } from 'antd';
import type { CouponTemplateInput, CouponTemplateView } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { NameField } from './name-field';
import {
  amountMessage,
  couponTemplateInput,
  couponTemplateValues,
  templateField,
  type CouponTemplateValues,
} from '../lib/coupon-template-form';
import { GoodsMultiSelect } from './goods-picker';
import { RangeField } from './range-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { required } from '../../../lib/required-rules';

const money = {
  stringMode: true,
  min: '0',
  precision: 2,
  prefix: '¥',
  suffix: '元',
  style: { width: 180 },
} as const;

/** 新增 / 编辑 a coupon of the 领券中心: amount and threshold, scope, claim window, validity, quantities. */
export function CouponTemplateModal(editor: EditorProps<CouponTemplateView, CouponTemplateInput>) {
  const { editing } = editor;
  const [form] = Form.useForm<CouponTemplateValues>();
  const view = editing === 'new' ? undefined : (editing ?? undefined);
  const scope = Form.useWatch('scope', form);
  const validity = Form.useWatch('validity', form);

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增领券中心优惠券', '编辑优惠券'], width: 720, saveTestId: 'ct-save' }}
      spec={{ toInput: couponTemplateInput, valuesOf: couponTemplateValues, fieldName: templateField }}
    >
      <NameField label="优惠券名称" placeholder="如：全场通用券" testId="ct-name" />
      <Space size="large" align="start" wrap>
        <Form.Item
          name="amount"
          label="面额"
          required
          dependencies={['threshold']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, amount: string | null) => {
                const message = amountMessage(amount, getFieldValue('threshold') as string | null);
                if (message) throw new Error(message);
              },
            }),
          ]}
        >
          <InputNumber<string> {...money} data-testid="ct-amount" />
        </Form.Item>
        <Form.Item name="threshold" label="使用门槛" extra="不填为无门槛；有门槛时面额须小于门槛">
          <InputNumber<string> {...money} placeholder="无门槛" data-testid="ct-threshold" />
        </Form.Item>
      </Space>
      <Form.Item name="scope" label="适用范围">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'all', label: '全场通用' },
            { value: 'goods', label: '指定商品' },
          ]}
          data-testid="ct-scope"
        />
      </Form.Item>
      {scope === 'goods' && (
        <Form.Item
          name="goods_ids"
          label="指定商品"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择指定商品' }]}
        >
          <GoodsMultiSelect known={view?.goods} testId="ct-goods" />
        </Form.Item>
      )}
      <RangeField name="claim_window" label="领取时间" testId="ct-claim-window" />
      <Form.Item name="validity" label="有效期">
        <Radio.Group
          options={[
            { value: 'days', label: '领取后N天内有效' },
            { value: 'fixed', label: '固定使用时间' },
          ]}
          data-testid="ct-validity"
        />
      </Form.Item>
      {validity === 'fixed' ? (
        <RangeField
          name="valid_window"
          label="使用时间"
          extra="北京时间；使用结束时间不能早于领取结束时间"
          testId="ct-valid-window"
        />
      ) : (
        <Form.Item name="valid_days" label="领取后有效天数" rules={required('请填写有效天数')}>
          <WholeNumberInput min={1} max={365} suffix="天" width={180} testId="ct-days" />
        </Form.Item>
      )}
      <Space size="large" align="start" wrap>
        <Form.Item
          name="total"
          label="发放总量"
          rules={required('请填写发放总量')}
          extra={view ? `已领取 ${view.claimed} 张，总量不能少于已领取` : undefined}
        >
          <WholeNumberInput min={1} max={1_000_000} suffix="张" width={180} testId="ct-total" />
        </Form.Item>
        <Form.Item name="limit_per_member" label="每人限领" rules={required('请填写每人限领')}>
          <WholeNumberInput min={1} max={100} suffix="张" width={140} testId="ct-limit" />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="is_on" label="上架" valuePropName="checked">
          <Switch checkedChildren="上架" unCheckedChildren="下架" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
