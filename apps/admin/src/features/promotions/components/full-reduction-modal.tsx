import { Form } from 'antd';
import type { FullReductionInput, FullReductionView } from '@yaocai/contract';
import {
  fullReductionInput,
  fullReductionValues,
  windowField,
  type FullReductionValues,
} from '../lib/full-reduction-form';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { NameField } from './name-field';
import { GoodsMultiSelect } from './goods-picker';
import { TiersField } from './tiers-field';
import { WindowField } from './window-field';

/** How many of an activity's goods are shown as tags when it opens (the others are counted). */
const NAMED_GOODS = 20;

/** 新增满减 / 编辑满减: name, tiers, window and the goods the tiers count. */
export function FullReductionModal(editor: EditorProps<FullReductionView, FullReductionInput>) {
  const { editing } = editor;
  const [form] = Form.useForm<FullReductionValues>();
  const activity = editing === 'new' ? undefined : (editing ?? undefined);
  const known = activity?.goods ?? [];
  const count = (Form.useWatch('goods_ids', form) ?? []).length;

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增满减活动', '编辑满减活动'], width: 760, saveTestId: 'fr-save' }}
      spec={{ toInput: fullReductionInput, valuesOf: fullReductionValues, fieldName: windowField }}
      onValuesChange={(changed: Partial<FullReductionValues>) => {
        // The tiers are checked together: once refused, each change checks them again.
        if (changed.tiers && form.getFieldError('tiers').length > 0) {
          form.validateFields([['tiers']]).catch(() => undefined);
        }
      }}
    >
      <NameField placeholder="如：中药饮片满减" testId="fr-name" />
      <TiersField />
      <WindowField testId="fr-window" />
      <Form.Item
        name="goods_ids"
        label={`活动商品${count ? `（已选 ${count} 个）` : ''}`}
        rules={[{ required: true, type: 'array', min: 1, message: '请选择活动商品' }]}
        extra="搜索并勾选参加满减的商品；保存后以此处所选商品为准"
      >
        <GoodsMultiSelect known={known} maxTags={NAMED_GOODS} testId="fr-goods" />
      </Form.Item>
    </FormModal>
  );
}
