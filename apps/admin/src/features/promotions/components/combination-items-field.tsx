import { Form, InputNumber, type FormInstance } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../components/form-list-buttons';
import { formatYuan as fenToYuan, parseYuan } from '@yaocai/domain';
import { formatYuan } from '@yaocai/web-kit/format';
import {
  itemsMessage,
  MAX_COMBINATION_GOODS,
  type CombinationItemValues,
  type CombinationValues,
} from '../lib/combination-form';
import { GoodsSelect, type GoodsChoice } from './goods-picker';

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
    <Form.Item
      label="组合商品"
      required
      extra={`${MAX_COMBINATION_GOODS}种以内、至少2种不同商品；数量为每套组合中该商品的件数`}
    >
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_, rows: CombinationItemValues[] | undefined) => {
              const message = itemsMessage(rows);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="preview-lines">
            {fields.map((field, index) => (
              <div key={field.key} className="preview-line" data-testid={`cb-item-${index}`}>
                <span className="muted preview-line-index">{index + 1}</span>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  rules={[{ required: true, message: '请选择商品' }]}
                  className="preview-line-goods"
                >
                  <GoodsSelect
                    known={known}
                    onChoose={(goods) =>
                      form.setFieldValue(['items', field.name, 'base_price'], goods?.base_price)
                    }
                    testId="cb-item-goods"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'base_price']} hidden>
                  <input type="hidden" />
                </Form.Item>
                <Form.Item name={[field.name, 'number']} rules={[{ required: true, message: '请填写数量' }]}>
                  <InputNumber
                    min={1}
                    max={9999}
                    precision={0}
                    prefix="×"
                    style={{ width: 110 }}
                    data-testid="cb-item-number"
                  />
                </Form.Item>
                <span className="muted money nowrap" style={{ width: 120, lineHeight: '32px' }}>
                  原价 {rowTotal(items?.[index])}
                </span>
                <RemoveRowButton
                  label={`删除商品${index + 1}`}
                  disabled={fields.length <= 2}
                  onRemove={() => remove(field.name)}
                />
              </div>
            ))}
            <AddRowButton
              count={fields.length}
              max={MAX_COMBINATION_GOODS}
              label="添加商品"
              testId="cb-item-add"
              onAdd={() => add({ number: 1 })}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
