import { Form, type FormInstance } from 'antd';
import { formatYuan } from '@yaocai/web-kit/format';
import { MAX_TRADE_UP_GOODS, type TradeUpValues } from '../lib/trade-up-form';
import type { GoodsChoice } from './goods-picker';
import { GoodsRowsField } from './goods-rows-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { YuanInput } from '../../../components/yuan-input';
import { required } from '../../../lib/required-rules';

/** 换购商品: rows of goods, each with its special price (below its 供货价) and how many one order may take. */
export function TradeUpGoodsField({
  form,
  known,
}: {
  form: FormInstance<TradeUpValues>;
  known: readonly GoodsChoice[];
}) {
  const goods = Form.useWatch('goods', form);
  return (
    <GoodsRowsField
      form={form}
      known={known}
      name="goods"
      label="换购商品"
      extra="换购价须低于商品供货价；每单限换为一个订单最多换购的件数"
      check={(rows) => (!rows || rows.length === 0 ? '请至少选择1种换购商品' : undefined)}
      minRows={1}
      max={MAX_TRADE_UP_GOODS}
      newRow={{ limit_per_order: 1 }}
      testId="tu-goods"
      selectTestId="tu-goods-select"
      cells={({ name, index }) => (
        <>
          <Form.Item name={[name, 'price']} rules={required('请填写换购价')}>
            <YuanInput prefix="¥" placeholder="换购价" width={130} testId="tu-goods-price" />
          </Form.Item>
          <Form.Item name={[name, 'limit_per_order']} rules={required('请填写每单限换')}>
            <WholeNumberInput min={1} max={999} prefix="限" suffix="件" width={110} testId="tu-goods-limit" />
          </Form.Item>
          <span className="muted money nowrap" style={{ width: 110, lineHeight: '32px' }}>
            原价 {goods?.[index]?.base_price ? formatYuan(goods[index].base_price) : '—'}
          </span>
        </>
      )}
    />
  );
}
