import { Form, InputNumber, type FormInstance } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../components/form-list-buttons';
import { formatYuan } from '@yaocai/web-kit/format';
import { MAX_TRADE_UP_GOODS, type TradeUpValues } from '../lib/trade-up-form';
import { GoodsSelect, type GoodsChoice } from './goods-picker';

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
    <Form.Item label="换购商品" required extra="换购价须低于商品供货价；每单限换为一个订单最多换购的件数">
      <Form.List
        name="goods"
        rules={[
          {
            validator: async (_, rows: TradeUpValues['goods'] | undefined) => {
              if (!rows || rows.length === 0) throw new Error('请至少选择1种换购商品');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="preview-lines">
            {fields.map((field, index) => (
              <div key={field.key} className="preview-line" data-testid={`tu-goods-${index}`}>
                <span className="muted preview-line-index">{index + 1}</span>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  rules={[{ required: true, message: '请选择商品' }]}
                  className="preview-line-goods"
                >
                  <GoodsSelect
                    known={known}
                    onChoose={(choice) =>
                      form.setFieldValue(['goods', field.name, 'base_price'], choice?.base_price)
                    }
                    testId="tu-goods-select"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'base_price']} hidden>
                  <input type="hidden" />
                </Form.Item>
                <Form.Item name={[field.name, 'price']} rules={[{ required: true, message: '请填写换购价' }]}>
                  <InputNumber<string>
                    stringMode
                    min="0.01"
                    precision={2}
                    prefix="¥"
                    placeholder="换购价"
                    style={{ width: 130 }}
                    data-testid="tu-goods-price"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'limit_per_order']}
                  rules={[{ required: true, message: '请填写每单限换' }]}
                >
                  <InputNumber
                    min={1}
                    max={999}
                    precision={0}
                    prefix="限"
                    suffix="件"
                    style={{ width: 110 }}
                    data-testid="tu-goods-limit"
                  />
                </Form.Item>
                <span className="muted money nowrap" style={{ width: 110, lineHeight: '32px' }}>
                  原价 {goods?.[index]?.base_price ? formatYuan(goods[index].base_price) : '—'}
                </span>
                <RemoveRowButton
                  label={`删除商品${index + 1}`}
                  disabled={fields.length <= 1}
                  onRemove={() => remove(field.name)}
                />
              </div>
            ))}
            <AddRowButton
              count={fields.length}
              max={MAX_TRADE_UP_GOODS}
              label="添加商品"
              testId="tu-goods-add"
              onAdd={() => add({ limit_per_order: 1 })}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
