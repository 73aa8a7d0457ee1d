import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import type { StorewideDiscountInput, StorewideDiscountView } from '@yaocai/contract';
import { useCategoryTree, type CategoryNode } from '../api/storewide-discounts';
import { windowField } from '../lib/full-reduction-form';
import {
  rateLabel,
  rateMessage,
  storewideInput,
  storewideValues,
  type StorewideValues,
} from '../lib/storewide-form';
import { GoodsMultiSelect } from './goods-picker';
import { WindowField } from './window-field';
import { FormModal, type EditorProps } from '../../../components/form-modal';

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

const treeOf = (nodes: CategoryNode[] = []): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeOf(n.children) }));

/** 新增 / 编辑 a 全场折扣: name, rate in 折, window, excluded goods and categories, on or off. */
export function StorewideModal(editor: EditorProps<StorewideDiscountView, StorewideDiscountInput>) {
  const [form] = Form.useForm<StorewideValues>();
  const categories = useCategoryTree();
  const label = rateLabel(Form.useWatch('rate', form));

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增全场折扣', '编辑全场折扣'], width: 720, saveTestId: 'sw-save' }}
      spec={{
        toInput: storewideInput,
        valuesOf: storewideValues,
        fieldName: (name) => (name === 'rate_permille' ? 'rate' : windowField(name)),
      }}
    >
      <Form.Item
        name="name"
        label="活动名称"
        rules={[
          { required: true, whitespace: true, message: '请填写活动名称' },
          { max: 64, message: '活动名称不能超过64个字符' },
        ]}
      >
        <Input maxLength={64} showCount placeholder="如：全场94折" data-testid="sw-name" />
      </Form.Item>
      <Form.Item
        name="rate"
        label="折扣"
        required
        extra={`按供货价打折，四舍五入到分${label ? `；当前为 ${label}` : ''}。阶梯价商品、秒杀和特价商品不参与`}
        rules={[
          {
            validator: async (_, rate: number | null) => {
              const message = rateMessage(rate);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0.1}
          max={9.99}
          step={0.1}
          precision={2}
          suffix="折"
          style={{ width: 160 }}
          data-testid="sw-rate"
        />
      </Form.Item>
      <WindowField testId="sw-window" />
      <Form.Item name="excluded_category_ids" label="不参与的分类" extra="选中上级分类即排除其下所有分类">
        <TreeSelect
          treeData={treeOf(categories.data)}
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          showSearch={{ treeNodeFilterProp: 'title' }}
          loading={categories.isLoading}
          placeholder="如：中药饮片"
          data-testid="sw-categories"
        />
      </Form.Item>
      <Form.Item name="excluded_goods_ids" label="不参与的商品">
        <GoodsMultiSelect testId="sw-goods" placeholder="输入商品名称、批准文号或编号搜索，可多选" />
      </Form.Item>
      <Form.Item name="is_on" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  );
}
