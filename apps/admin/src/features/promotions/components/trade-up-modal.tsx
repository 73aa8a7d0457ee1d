import { Form, Switch } from 'antd';
import type { TradeUpAdminView, TradeUpInput } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { tradeUpField, tradeUpInput, tradeUpValues, type TradeUpValues } from '../lib/trade-up-form';
import { NameField } from './name-field';
import { TradeUpGoodsField } from './trade-up-goods-field';
import { WindowField } from './window-field';
import { YuanInput } from '../../../components/yuan-input';
import { required } from '../../../lib/required-rules';

/** 新增 / 编辑换购: name, threshold, goods with special prices and limits, window, on or off. */
export function TradeUpModal(editor: EditorProps<TradeUpAdminView, TradeUpInput>) {
  const [form] = Form.useForm<TradeUpValues>();
  const { editing } = editor;
  const activity = editing === 'new' ? undefined : (editing ?? undefined);
  const known = (activity?.goods ?? []).map((g) => ({
    id: g.goods_id,
    name: g.goods_name,
    spec: g.spec,
    base_price: g.base_price,
  }));

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增换购活动', '编辑换购活动'], width: 860, saveTestId: 'tu-save' }}
      spec={{ toInput: tradeUpInput, valuesOf: tradeUpValues, fieldName: tradeUpField }}
    >
      <NameField placeholder="如：满500元超值换购" testId="tu-name" />
      <Form.Item
        name="threshold"
        label="换购门槛"
        required
        extra="购物车中已勾选的其他商品（换购商品不计）金额达到门槛后，买家可按换购价加购下列商品"
        rules={required('请填写换购门槛')}
      >
        <YuanInput prefix="满" suffix="元" width={200} testId="tu-threshold" />
      </Form.Item>
      <TradeUpGoodsField form={form} known={known} />
      <WindowField testId="tu-window" />
      <Form.Item name="is_on" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  );
}
