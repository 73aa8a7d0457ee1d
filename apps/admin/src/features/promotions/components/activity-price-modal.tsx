import { Form, InputNumber, Radio } from 'antd';
import type { ActivityPriceInput, ActivityPriceView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import {
  activityPriceInput,
  activityPriceValues,
  priceMessage,
  type ActivityPriceValues,
} from '../lib/activity-price-form';
import { windowField } from '../lib/full-reduction-form';
import { ACTIVITY_KIND_OPTIONS, type ActivityKind } from '../lib/promotion-labels';
import { GoodsSelect } from './goods-picker';
import { WindowField } from './window-field';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { YuanInput } from '../../../components/yuan-input';
import { required } from '../../../lib/required-rules';

/** 新增 / 编辑 a 秒杀 or 每日特价 price: kind, goods, price below its 供货价, limit and window. */
export function ActivityPriceModal({
  kind,
  ...editor
}: EditorProps<ActivityPriceView, ActivityPriceInput> & {
  /** The kind a new price starts as (the list's). */
  kind: ActivityKind;
}) {
  const [form] = Form.useForm<ActivityPriceValues>();
  const offer = editor.editing === 'new' ? undefined : (editor.editing ?? undefined);
  const basePrice = Form.useWatch('base_price', form);

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{
        titles: (offer) => (offer ? `编辑${offer.kind_name} · ${offer.goods_name}` : '新增秒杀/每日特价'),
        width: 640,
        saveTestId: 'ap-save',
      }}
      spec={{
        toInput: activityPriceInput,
        valuesOf: (offer) => activityPriceValues(offer, kind),
        fieldName: windowField,
      }}
    >
      <Form.Item name="kind" label="活动类型" required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={ACTIVITY_KIND_OPTIONS}
          data-testid="ap-kind"
        />
      </Form.Item>
      <Form.Item name="goods_id" label="活动商品" rules={required('请选择活动商品')}>
        <GoodsSelect
          known={
            offer
              ? [
                  {
                    id: offer.goods_id,
                    name: offer.goods_name,
                    spec: offer.spec,
                    base_price: offer.base_price,
                  },
                ]
              : []
          }
          onChoose={(goods) => {
            form.setFieldValue('base_price', goods?.base_price);
            if (form.getFieldValue('price')) void form.validateFields(['price']);
          }}
          testId="ap-goods"
        />
      </Form.Item>
      <Form.Item name="base_price" hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item
        name="price"
        label="活动价"
        required
        extra={basePrice ? `供货价 ${formatYuan(basePrice)}，活动价须低于供货价` : '活动价须低于商品供货价'}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, price: string | null | undefined) => {
              const message = priceMessage(price, getFieldValue('base_price') as string | undefined);
              if (message) throw new Error(message);
            },
          }),
        ]}
      >
        <YuanInput prefix="¥" suffix="元" width={200} testId="ap-price" />
      </Form.Item>
      <Form.Item
        name="limit_per_member"
        label="每人限购"
        extra="每个会员在活动期间最多可按活动价购买的数量；0 表示不限购"
      >
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 200 }} data-testid="ap-limit" />
      </Form.Item>
      <WindowField testId="ap-window" />
    </FormModal>
  );
}
