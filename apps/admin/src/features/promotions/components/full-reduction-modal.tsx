import { Form, Input, Modal } from 'antd';
import { useQueries } from '@tanstack/react-query';
import type { FullReductionInput, FullReductionView } from '@yaocai/contract';
import { fieldErrors } from '../../../lib/http';
import { useCan } from '../../account/api/me';
import { goodsDetailQueryOptions } from '../../goods/api/goods-detail';
import {
  fullReductionInput,
  fullReductionValues,
  windowField,
  type FullReductionValues,
} from '../lib/full-reduction-form';
import { GoodsMultiSelect, type GoodsChoice } from './goods-picker';
import { TiersField } from './tiers-field';
import { WindowField } from './window-field';

/** How many of an activity's goods are named and shown as tags when it opens (the others are counted). */
const NAMED_GOODS = 20;

/**
 * The list answers an activity's goods as ids only: the first few are looked up so their tags read
 * as goods, not numbers.
 */
function useActivityGoods(ids: readonly number[]): GoodsChoice[] {
  const can = useCan();
  return useQueries({
    queries: ids.slice(0, NAMED_GOODS).map((id) => ({
      ...goodsDetailQueryOptions(id),
      staleTime: 5 * 60_000,
      enabled: can('goods.read'),
    })),
    combine: (results) =>
      results.flatMap((r) =>
        r.data
          ? [{ id: r.data.id, name: r.data.name, spec: r.data.spec, base_price: r.data.base_price }]
          : [],
      ),
  });
}

/** 新增满减 / 编辑满减: name, tiers, window and the goods the tiers count. */
export function FullReductionModal({
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  /** The activity edited, `'new'` for a new one, null when closed. */
  editing: FullReductionView | 'new' | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: FullReductionInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<FullReductionValues>();
  const activity = editing === 'new' ? undefined : (editing ?? undefined);
  const known = useActivityGoods(activity?.goods_ids ?? []);
  const count = (Form.useWatch('goods_ids', form) ?? []).length;

  const submit = async (values: FullReductionValues) => {
    try {
      await onSubmit(fullReductionInput(values));
    } catch (error) {
      const fields = fieldErrors(error).map((f) => ({ ...f, name: windowField(f.name) }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={activity ? `编辑满减活动 · ${activity.name}` : '新增满减活动'}
      width={760}
      okText="保存"
      okButtonProps={{ loading: pending, 'data-testid': 'fr-save' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        key={editing === null ? 'closed' : (activity?.id ?? 'new')}
        initialValues={editing ? fullReductionValues(activity) : undefined}
        onValuesChange={(changed: Partial<FullReductionValues>) => {
          // The tiers are checked together: once refused, each change checks them again.
          if (changed.tiers && form.getFieldError('tiers').length > 0) {
            form.validateFields([['tiers']]).catch(() => undefined);
          }
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
          <Input maxLength={64} showCount placeholder="如：中药饮片满减" data-testid="fr-name" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
