import { Form, type FormInstance } from 'antd';
import { formatYuan as fenToYuan, parseYuan } from '@yaocai/domain';
import { formatYuan } from '@yaocai/web-kit/format';
import {
  itemsMessage,
  MAX_COMBINATION_GOODS,
  type CombinationItemValues,
  type CombinationValues,
} from '../lib/combination-form';
import type { GoodsChoice } from './goods-picker';
import { GoodsRowsField } from './goods-rows-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { required } from '../../../lib/required-rules';

/** What one row costs at the goods' normal price, once its goods and quantity are known. */
function rowTotal(item: CombinationItemValues | undefined): string {
  const unit = item?.base_price === undefined ? null : parseYuan(item.base_price);
  if (unit === null || !item?.number) return '—';
  return formatYuan(fenToYuan(unit * item.number));
}

/** 组合商品: 2–10 rows of goods × quantity, each with its normal price, checked together. */
export function CombinationItemsField({
  form,
  known,
}: {
  form: FormInstance<CombinationValues>;
  known: readonly GoodsChoice[];
}) {
  const items = Form.useWatch('items', form);
  return (
    <GoodsRowsField
      form={form}
      known={known}
      name="items"
      label="组合商品"
      extra={`${MAX_COMBINATION_GOODS}种以内、至少2种不同商品；数量为每套组合中该商品的件数`}
      check={(rows) => itemsMessage(rows as CombinationItemValues[] | undefined)}
      minRows={2}
      max={MAX_COMBINATION_GOODS}
      newRow={{ number: 1 }}
      testId="cb-item"
      selectTestId="cb-item-goods"
      cells={({ name, index }) => (
        <>
          <Form.Item name={[name, 'number']} rules={required('请填写数量')}>
            <WholeNumberInput min={1} max={9999} prefix="×" width={110} testId="cb-item-number" />
          </Form.Item>
          <span className="muted money nowrap" style={{ width: 120, lineHeight: '32px' }}>
            原价 {rowTotal(items?.[index])}
          </span>
        </>
      )}
    />
  );
}
